// Where a receiver may be: on this machine only unless the emulator was started to allow others,
// so that registering a webhook cannot make the emulator call into a network (SSRF).
import { isLoopbackHost } from '../../http/loopback-only';

export const WEBHOOK_URL_MESSAGES = {
  notUrl: 'url must be an http or https URL, such as http://127.0.0.1:4100/hooks',
  notLoopback: (host: string) =>
    `url must point to this machine (127.0.0.1, ::1 or localhost), not ${host}: start the emulator with --allow-remote-webhooks (startEmulator({ allowRemoteWebhooks: true })) to call other hosts.`,
} as const;

/** The sentence refusing `url`, or null when it may be called. */
export const receiverUrlRefusal = (url: string, allowRemote: boolean): string | null => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_URL_MESSAGES.notUrl;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return WEBHOOK_URL_MESSAGES.notUrl;
  if (!allowRemote && !isLoopbackHost(parsed.hostname)) return WEBHOOK_URL_MESSAGES.notLoopback(parsed.hostname);
  return null;
};
