// A refusal the emulator answers on purpose: a status and a message meant for people.

type TRefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429;

export class HttpError extends Error {
  constructor(
    readonly status: TRefusalStatus,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Sent as Retry-After (429). */
    readonly retryAfterSeconds?: number,
    /** More of the answer: fields beside `message` (a 404's near misses) and headers (a 405's Allow). */
    readonly more?: { body?: Record<string, unknown>; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const forbidden = (message: string) => new HttpError(403, message);
export const invalidField = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
