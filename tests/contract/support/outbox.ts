// Reads a password-reset token the way a person would: from the mail the gateway sent. Only the
// emulator shows its sent mail (/emulator/outbox); elsewhere there is no token to read (null).
import type { TFixtures } from './fixtures';

export const OUTBOX_PATH = '/emulator/outbox';

const decodeEntities = (text: string): string =>
  text.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/').replace(/&quot;/g, '"');

/** The token of the newest reset link mailed to `email`, or null. */
export const readResetToken = async (fx: TFixtures, email: string): Promise<string | null> => {
  const answer = await fx.http.raw('GET', OUTBOX_PATH, { redirect: 'follow' });
  if (answer.status !== 200) return null;
  const text = decodeEntities(answer.text);
  const links = [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
    .map((match) => {
      try {
        return new URL(match[0]);
      } catch {
        return null;
      }
    })
    .filter((url): url is URL => url !== null && url.searchParams.has('token'))
    .filter((url) => (url.searchParams.get('email') ?? '').toLowerCase() === email.toLowerCase());
  return links.at(-1)?.searchParams.get('token') ?? null;
};
