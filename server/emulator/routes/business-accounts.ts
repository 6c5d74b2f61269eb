// TODO(emulator): endpoints of this domain are being written.
import type { Hono } from 'hono';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';

export const registerBusinessAccountRoutes = (_app: Hono<TEmulatorEnv>, _deps: TEmulatorDeps): void => {};
