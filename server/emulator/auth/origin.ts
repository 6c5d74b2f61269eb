// The origin that links handed out by the emulator point to. PUBLIC_URL wins; without it the
// request's own origin is used, which trusts the Host header: set PUBLIC_URL wherever the
// emulator is reachable by people other than its developer.
import type { Context } from 'hono';
import type { TEmulatorDeps } from '../deps';

export const linkOrigin = (deps: TEmulatorDeps, c: Context): string => deps.publicUrl ?? new URL(c.req.url).origin;
