// The gateway's consent URL is where the SPA sends the browser next (window.location.assign), so
// it is passed on only when the browser may safely go there: https anywhere; http only to this
// machine (the emulator's consent page on loopback) or to the portal's own PUBLIC_URL origin (a
// demo served on a network by the emulator). Anything else would take people, and the grant they
// are about to give, over an unencrypted or unexpected scheme.
import { TRPCError } from '@trpc/server';
import { isLoopbackHost } from '../http/loopback-only';
import { SERVER_ONLY_MESSAGES } from '../../shared/validation/messages';

export const isFollowableConsentUrl = (text: string, ownOrigin?: string): boolean => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  return isLoopbackHost(url.hostname) || (ownOrigin !== undefined && url.origin === new URL(ownOrigin).origin);
};

/** The answer as it is, or a 502 with a sentence when its consent URL may not be followed. */
export const withFollowableConsentUrl = <T extends { service_response: { data: string } }>(answer: T, ownOrigin?: string): T => {
  if (isFollowableConsentUrl(answer.service_response.data, ownOrigin)) return answer;
  throw new TRPCError({ code: 'BAD_GATEWAY', message: SERVER_ONLY_MESSAGES.consentUrlUnsafe });
};
