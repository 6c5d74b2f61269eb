// Reads what the SPA needs from a failed tRPC call without caring how it was thrown.

export type TCallError = {
  /** tRPC error code, e.g. 'FORBIDDEN', 'UNAUTHORIZED'; undefined for network failures. */
  code: string | undefined;
  message: string;
  /** The HTTP status the server answered with; undefined for network failures. */
  httpStatus: number | undefined;
  /** Procedure path, e.g. 'admin.users'. */
  path: string | undefined;
  /** Per-field messages the server sent along (zod field errors or the gateway's `errors`). */
  fieldErrors: Record<string, string[]>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readFieldErrors(data: Record<string, unknown>): Record<string, string[]> {
  const sources = [isRecord(data.zodError) ? data.zodError.fieldErrors : undefined, data.errors];
  const fieldErrors: Record<string, string[]> = {};
  for (const source of sources) {
    if (!isRecord(source)) continue;
    for (const [field, messages] of Object.entries(source)) {
      if (Array.isArray(messages)) fieldErrors[field] = messages.filter((message): message is string => typeof message === 'string');
    }
  }
  return fieldErrors;
}

export function readCallError(error: unknown): TCallError {
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return {
    code: typeof data.code === 'string' ? data.code : undefined,
    message,
    httpStatus: typeof data.httpStatus === 'number' ? data.httpStatus : undefined,
    path: typeof data.path === 'string' ? data.path : undefined,
    fieldErrors: readFieldErrors(data),
  };
}

/** The server message followed by its field messages: what §8 calls "message plus data". */
export function describeWithFieldErrors(error: TCallError): string[] {
  const lines = error.message ? [error.message] : [];
  for (const messages of Object.values(error.fieldErrors)) lines.push(...messages);
  return [...new Set(lines)];
}

/** A refusal (any 4xx: bad input, no access, conflict, too large…) will not change by asking again. */
export const isRefusal = (error: TCallError) => error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500;

/**
 * What a form shows when its mutation fails (spec §8): the server's message with its field
 * messages ("message plus data"), or the screen's fallback text when the server said nothing.
 */
export function formErrorLines(error: unknown, fallback: string): string[] {
  if (!error) return [];
  const lines = describeWithFieldErrors(readCallError(error));
  return lines.length > 0 ? lines : [fallback];
}

/** The procedure path a tanstack query or mutation key belongs to (tRPC puts it first: [['admin','users'], …]). */
export function procedurePathOfKey(key: readonly unknown[] | undefined): string | undefined {
  const first = key?.[0];
  return Array.isArray(first) && first.every((part) => typeof part === 'string') ? first.join('.') : undefined;
}
