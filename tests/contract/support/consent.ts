// Follows a consent URL the way a browser does when a person presses "Allow": load the page,
// submit its allow form. Only the emulator's consent pages can be driven like this.
import type { TGatewayHttp } from './gateway-http';

const attribute = (tag: string, name: string): string | undefined =>
  tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1] ?? tag.match(new RegExp(`\\b${name}\\s*=\\s*'([^']*)'`, 'i'))?.[1];

const decode = (value: string): string =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Submits the page's allow form; answers where the browser would be sent next. */
export const allowConsent = async (http: TGatewayHttp, consentUrl: string): Promise<string | null> => {
  const page = await http.raw('GET', consentUrl, { redirect: 'follow' });
  if (page.status !== 200) throw new Error(`The consent page answered ${page.status}: ${page.text.slice(0, 300)}`);
  const forms = [...page.text.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)].map((match) => match[0]);
  const allowForm = forms.find((form) => /allow/i.test(form)) ?? forms[0];
  if (!allowForm) throw new Error(`The consent page at ${consentUrl} has no form to submit`);
  const formTag = allowForm.match(/<form\b[^>]*>/i)?.[0] ?? '';
  const action = decode(attribute(formTag, 'action') ?? consentUrl);
  const method = (attribute(formTag, 'method') ?? 'GET').toUpperCase();
  const fields = new URLSearchParams();
  for (const [tag] of allowForm.matchAll(/<(?:input|button)\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    if (!name) continue;
    const value = decode(attribute(tag, 'value') ?? '');
    // Of several submit buttons, send only the one that allows.
    const isButton = /^<button/i.test(tag) || /type\s*=\s*["']submit/i.test(tag);
    if (isButton && !/allow/i.test(`${name} ${value}`)) continue;
    fields.append(name, value);
  }
  const target = new URL(action, new URL(consentUrl, `${http.baseUrl}/`));
  if (method === 'GET') {
    for (const [key, value] of fields) target.searchParams.set(key, value);
  }
  const response = await fetch(target, {
    method,
    redirect: 'manual',
    headers: method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : fields.toString(),
    signal: AbortSignal.timeout(20_000),
  });
  if (response.status >= 400) throw new Error(`Allowing consent answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.headers.get('location');
};
