// TODO(emulator): this page is being written.
import type { Hono } from 'hono';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';

export const registerConsentPages = (_app: Hono<TEmulatorEnv>, _deps: TEmulatorDeps): void => {};
