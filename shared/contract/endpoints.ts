// Every documented gateway endpoint by name: the one list the emulator mounts, the gateway
// client calls and the contract suite checks.
import * as admin from './admin';
import * as auth from './auth';
import * as businessAccounts from './business-accounts';
import * as integrations from './integrations';
import * as integrationNames from './integration-names';
import * as leads from './leads';
import * as notifications from './notifications';
import * as perService from './per-service';
import * as services from './services';
import type { TEndpoint } from './define';

const isEndpoint = (value: unknown): value is TEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const pick = <M extends Record<string, unknown>>(module: M) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => isEndpoint(value))) as {
    [K in keyof M as M[K] extends TEndpoint ? K : never]: M[K];
  };

export const endpoints = {
  ...pick(auth),
  ...pick(businessAccounts),
  ...pick(services),
  ...pick(integrations),
  ...pick(leads),
  ...pick(notifications),
  ...pick(integrationNames),
  ...pick(perService),
  ...pick(admin),
};

export type TEndpoints = typeof endpoints;
export type TEndpointName = keyof TEndpoints;
