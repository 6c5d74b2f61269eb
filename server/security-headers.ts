// Security headers on every answer. The CSP fits the built SPA: scripts only from our origin
// (Vite emits no inline script), inline styles allowed because Mantine writes style tags and
// style attributes at run time, calls only to our own origin (/trpc), no framing at all.
// HSTS only where it means something: the request came over HTTPS, a proxy in front says it
// did (X-Forwarded-Proto), or PUBLIC_URL is an https origin. Browsers ignore it over plain
// HTTP, and a header can at most pin HTTPS for the sender's own browser.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";

const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  objectSrc: ["'none'"],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

const isHttpsRequest = (url: string, forwardedProto: string | undefined): boolean =>
  url.startsWith('https:') || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';

const commonHeaders = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: 'DENY',
  // Reset links carry a token in their query: never hand a URL to another site.
  referrerPolicy: 'no-referrer',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  strictTransportSecurity: false,
  // The emulator's consent and outbox pages set stricter headers of their own: keep those.
  overwrite: false,
});

export const securityHeaders = (options: { publicUrl?: string }): MiddlewareHandler => {
  // PUBLIC_URL an https origin: every answer gets HSTS, whatever the request.
  const isHttpsEverywhere = options.publicUrl?.startsWith('https:') ?? false;
  return async (c, next) => {
    await commonHeaders(c, next);
    if (isHttpsEverywhere || isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto'))) {
      c.res.headers.set('strict-transport-security', HSTS);
    }
  };
};
