// How a gateway endpoint is described: one entry per documented endpoint of spec §7.
// The emulator validates requests and responses with it, the gateway client builds calls with
// it and reads answers through tolerant readers derived from it (server/gateway/readers), and
// the contract tests read it.
import { z } from 'zod';
// Field limits without a message of their own answer a sentence, never zod's English.
import '../validation/zod-sentences';

export type THttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or admins only. */
export type TAccess = 'public' | 'user' | 'admin';

export type TEndpoint<TReq extends z.core.$ZodType = z.core.$ZodType, TRes extends z.ZodType = z.ZodType> = {
  method: THttpMethod;
  /** Path with `{name}` placeholders filled from the request input, e.g. `/api/{service_path}/insights`. */
  path: string;
  access: TAccess;
  /**
   * Query for GET, JSON body otherwise; path placeholders are fields of this schema too. Any zod
   * schema, classic or mini (the guest forms' schemas are mini, to stay light in the browser).
   */
  request: TReq;
  /** The body of a successful (2xx) answer. */
  response: TRes;
  summary: string;
};

export const defineEndpoint = <TReq extends z.core.$ZodType, TRes extends z.ZodType>(
  endpoint: TEndpoint<TReq, TRes>,
): TEndpoint<TReq, TRes> => endpoint;

export type TEndpointInput<E extends TEndpoint> = z.input<E['request']>;
export type TEndpointRequest<E extends TEndpoint> = z.output<E['request']>;
export type TEndpointResponse<E extends TEndpoint> = z.output<E['response']>;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(PLACEHOLDER)].map((match) => match[1] as string);

/** The path pattern as Hono writes it: `/api/:service_path/insights`. */
export const toRoutePattern = (path: string): string => path.replace(PLACEHOLDER, ':$1');

/**
 * Fills the path placeholders from the input (each value URI-encoded, so a value can never
 * add path segments or leave the origin) and returns the remaining fields.
 */
export const fillPath = (
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } => {
  const rest = { ...input };
  const filled = path.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
};

/** The body of every refusal (4xx) the gateway answers. */
export const ZErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
