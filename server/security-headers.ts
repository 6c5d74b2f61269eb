// Security headers on every answer. The CSP fits the built SPA: scripts only from our origin
// (Vite emits no inline script), inline styles allowed because Mantine writes style tags and
// style attributes at run time, calls only to our own origin (/trpc), no framing at all.
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";

export const CONTENT_SECURITY_POLICY = {
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

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xFrameOptions: 'DENY',
    // Reset links carry a token in their query: never hand a URL to another site.
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    // The emulator's consent and outbox pages set stricter headers of their own: keep those.
    overwrite: false,
  });
