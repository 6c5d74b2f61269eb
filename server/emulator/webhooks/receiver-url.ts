// Where a receiver may be: on this machine only unless the emulator was started to allow others,
// so that registering a webhook cannot make the emulator call into a network (SSRF).
import { isLoopbackHost } from '../../http/loopback-only';

export const WEBHOOK_URL_MESSAGES = {
  notUrl: 'url must be an http or https URL, such as http://127.0.0.1:4100/hooks',
  notLoopback: (host: string) =>
    `url must point to this machine (127.0.0.1, ::1 or localhost), not ${host}: start the emulator with --allow-remote-webhooks (startEmulator({ allowRemoteWebhooks: true })) to call other hosts.`,
  itself: (port: string) =>
    `url must not point at this server itself (port ${port}): its own routes would take the events as requests (/emulator/reset would wipe the data). Run the receiver on another port.`,
} as const;

const portOf = (url: URL): string => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * The sentence refusing `url`, or null when it may be called. `ownUrl`: where this server listens
 * (unknown before it does), whose routes must never receive events.
 */
export const receiverUrlRefusal = (url: string, allowRemote: boolean, ownUrl?: string): string | null => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_URL_MESSAGES.notUrl;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return WEBHOOK_URL_MESSAGES.notUrl;
  if (!allowRemote && !isLoopbackHost(parsed.hostname)) return WEBHOOK_URL_MESSAGES.notLoopback(parsed.hostname);
  if (ownUrl) {
    const own = new URL(ownUrl);
    const isThisMachine = isLoopbackHost(parsed.hostname) || parsed.hostname === own.hostname;
    if (isThisMachine && portOf(parsed) === portOf(own)) return WEBHOOK_URL_MESSAGES.itself(portOf(own));
  }
  return null;
};
