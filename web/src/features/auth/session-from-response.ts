// Login and register answer {success, data{token, user}, message}; a success without a token is a
// failure with the spec's fallback text (spec §8).
import type { TUser } from '@shared/contract/common';

type TSessionResponse = { success?: boolean; message?: string; data?: { token?: string | null; user?: TUser | null } | null };

export type TSessionOutcome = { kind: 'signedIn'; user: TUser; jwt: string } | { kind: 'failed'; message: string };

export function readSessionResponse(response: TSessionResponse, noTokenMessage: string): TSessionOutcome {
  const token = response.data?.token;
  const user = response.data?.user;
  if (response.success && token && user) return { kind: 'signedIn', user, jwt: token };
  return { kind: 'failed', message: response.success === false && response.message ? response.message : noTokenMessage };
}
