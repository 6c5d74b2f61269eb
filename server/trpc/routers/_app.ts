// The whole tRPC API the SPA calls, one router per domain (names agreed in the tRPC API note), and
// the catalogue of its procedures (procedure-catalogue.ts) built from the routers' own declarations.
import { createCallerFactory, createTRPCRouter } from '../init';
import type { TProcedureEntry, TRouterCatalogue } from '../procedure-catalogue';
import { adAccountsCatalogue, adAccountsProcedures } from './ad-accounts';
import { adminCatalogue, adminProcedures } from './admin';
import { authCatalogue, authProcedures } from './auth';
import { authDataCatalogue, authDataProcedures } from './auth-data';
import { businessAccountsCatalogue, businessAccountsProcedures } from './business-accounts';
import { exportsCatalogue, exportsProcedures } from './exports';
import { insightsCatalogue, insightsProcedures } from './insights';
import { integrationsCatalogue, integrationsProcedures } from './integrations';
import { invitesCatalogue, invitesProcedures } from './invites';
import { leadsCatalogue, leadsProcedures } from './leads';
import { notificationsCatalogue, notificationsProcedures } from './notifications';
import { profileCatalogue, profileProcedures } from './profile';
import { servicesCatalogue, servicesProcedures } from './services';
import { syncCatalogue, syncProcedures } from './sync';

/** Each domain's procedures, a plain record: tRPC builds the router from it, and the catalogue's check reads its keys. */
export const procedureRecords = {
  auth: authProcedures,
  profile: profileProcedures,
  invites: invitesProcedures,
  businessAccounts: businessAccountsProcedures,
  services: servicesProcedures,
  integrations: integrationsProcedures,
  leads: leadsProcedures,
  notifications: notificationsProcedures,
  exports: exportsProcedures,
  authData: authDataProcedures,
  adAccounts: adAccountsProcedures,
  insights: insightsProcedures,
  admin: adminProcedures,
  sync: syncProcedures,
};

export const appRouter = createTRPCRouter(procedureRecords);

export type AppRouter = typeof appRouter;

/** Calls procedures directly, without HTTP (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);

type TRecords = typeof procedureRecords;

/** Every domain's declarations; the type refuses one missing, or one whose kind or input type is not its procedure's. */
const catalogues: { [D in keyof TRecords]: TRouterCatalogue<TRecords[D]> } = {
  auth: authCatalogue,
  profile: profileCatalogue,
  invites: invitesCatalogue,
  businessAccounts: businessAccountsCatalogue,
  services: servicesCatalogue,
  integrations: integrationsCatalogue,
  leads: leadsCatalogue,
  notifications: notificationsCatalogue,
  exports: exportsCatalogue,
  authData: authDataCatalogue,
  adAccounts: adAccountsCatalogue,
  insights: insightsCatalogue,
  admin: adminCatalogue,
  sync: syncCatalogue,
};

/** Every procedure by its path (`integrations.setStatus`), as the client calls it: its kind and input schema. */
export const procedureCatalogue: ReadonlyMap<string, TProcedureEntry> = new Map(
  Object.entries(catalogues).flatMap(([domain, entries]) => Object.entries(entries as Record<string, TProcedureEntry>).map(([name, entry]) => [`${domain}.${name}`, entry] as const)),
);
