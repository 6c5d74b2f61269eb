// How the portal reads each gateway answer, one reader per endpoint, in both modes: the contract's
// answer read tolerantly (tolerant.ts), except where the spec reads differently (sign-in and
// registration, the profile save), which are written out here.
import { z } from 'zod';
import { ZUser } from '../../../shared/contract/common';
import type { TEndpointResponse } from '../../../shared/contract/define';
import { endpoints } from '../../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../../shared/contract/endpoints';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { exactCopy, tolerantReader } from './tolerant';
import type { TReaderOptions } from './tolerant';

const OPTIONS: TReaderOptions = {
  // The portal keeps the chosen business account itself; a gateway's user need not carry them.
  absentAs: { businessAccounts: [], currentBusinessAccount: null },
  // A service's template may come as the JSON text the contract names or as the object itself.
  jsonTextKeys: new Set(['auth_template']),
};

type TUser = z.output<typeof ZUser>;

/** A custom issue carrying the spec's text for an answer that is a refusal in disguise. */
export const REFUSAL_PARAM = 'refusal';

type TSession = { success: true; message: string; data: { token: string; user: TUser } };

/** Login and register: a success without a token (or user) is refused with the screen's text. */
const sessionReader = (noToken: string): z.ZodType<TSession> =>
  (
    tolerantReader(
      z.object({
        success: z.boolean().default(true),
        message: z.string(),
        data: z.object({ token: z.string().nullable(), user: ZUser.nullable() }).nullable(),
      }),
      OPTIONS,
    ) as z.ZodType<{ message: string; data: { token: string | null; user: TUser | null } | null }>
  ).transform((answer, context) => {
    const token = answer.data?.token;
    const user = answer.data?.user;
    if (!token || !user) {
      context.addIssue({ code: 'custom', path: ['data', token ? 'user' : 'token'], message: noToken, params: { [REFUSAL_PARAM]: noToken } });
      return z.NEVER;
    }
    return { success: true as const, message: answer.message, data: { token, user } };
  });

/** The profile save: `data.status` false is a refusal the screen shows ('Error save' when empty). */
type TProfileSaveReading = { data: { status: boolean; message: string; user?: TUser; token?: string } };
const profileSaveReader = tolerantReader(
  z.object({ data: z.object({ status: z.boolean(), message: z.string(), user: ZUser.optional(), token: z.string().optional() }) }),
  OPTIONS,
) as z.ZodType<TProfileSaveReading>;

const WRITTEN_OUT = {
  login: sessionReader(ERROR_MESSAGES.loginNoToken),
  register: sessionReader(ERROR_MESSAGES.registerNoToken),
  saveProfile: profileSaveReader,
} as const;
type TWrittenOut = typeof WRITTEN_OUT;

/** What a procedure gets from the gateway client for an endpoint. */
export type TEndpointReading<N extends TEndpointName> = N extends keyof TWrittenOut
  ? z.output<TWrittenOut[N]>
  : TEndpointResponse<TEndpoints[N]>;

/** A schema per endpoint, built on first use. */
const perEndpoint = (build: (name: TEndpointName) => z.ZodType) => {
  const built = new Map<TEndpointName, z.ZodType>();
  return (name: TEndpointName): z.ZodType => {
    if (!built.has(name)) built.set(name, build(name));
    return built.get(name) as z.ZodType;
  };
};

const readerOf = perEndpoint((name) => (WRITTEN_OUT as Partial<Record<TEndpointName, z.ZodType>>)[name] ?? tolerantReader(endpoints[name].response, OPTIONS));

export const readerFor = <N extends TEndpointName>(name: N) => readerOf(name) as z.ZodType<TEndpointReading<N>>;

/** The contract's answer with no key to spare: what the drift report compares against. */
export const exactContractOf = perEndpoint((name) => exactCopy(endpoints[name].response));

type TReading<N extends TEndpointName> =
  | { success: true; data: TEndpointReading<N>; offContract?: readonly z.core.$ZodIssue[] }
  | { success: false; issues: readonly z.core.$ZodIssue[] };

/**
 * Reads one answer. An answer on the contract is read by the contract itself (the common case,
 * and the cheapest: the tolerant walk costs several times more); any other by the tolerant reader.
 * `compare` (proxy mode): compare with the contract to the last key, for the drift report.
 */
export const readAnswer = <N extends TEndpointName>(name: N, body: unknown, options: { compare: boolean }): TReading<N> => {
  const isWrittenOut = Object.hasOwn(WRITTEN_OUT, name);
  let offContract: readonly z.core.$ZodIssue[] | undefined;
  if (options.compare || !isWrittenOut) {
    const checked = (options.compare ? exactContractOf(name) : endpoints[name].response).safeParse(body);
    if (checked.success && !isWrittenOut) return { success: true, data: checked.data as TEndpointReading<N> };
    if (!checked.success && options.compare) offContract = checked.error.issues;
  }
  const read = readerFor(name).safeParse(body);
  return read.success ? { success: true, data: read.data, offContract } : { success: false, issues: read.error.issues };
};
