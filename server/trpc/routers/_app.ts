// The whole tRPC API the SPA calls, one router per domain (names agreed in the tRPC API note).
import { createCallerFactory, createTRPCRouter } from '../init';
import { adAccountsRouter } from './ad-accounts';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { authDataRouter } from './auth-data';
import { businessAccountsRouter } from './business-accounts';
import { exportsRouter } from './exports';
import { insightsRouter } from './insights';
import { integrationsRouter } from './integrations';
import { invitesRouter } from './invites';
import { leadsRouter } from './leads';
import { notificationsRouter } from './notifications';
import { profileRouter } from './profile';
import { servicesRouter } from './services';
import { syncRouter } from './sync';

export const appRouter = createTRPCRouter({
  auth: authRouter,
  profile: profileRouter,
  invites: invitesRouter,
  businessAccounts: businessAccountsRouter,
  services: servicesRouter,
  integrations: integrationsRouter,
  leads: leadsRouter,
  notifications: notificationsRouter,
  exports: exportsRouter,
  authData: authDataRouter,
  adAccounts: adAccountsRouter,
  insights: insightsRouter,
  admin: adminRouter,
  sync: syncRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures directly, without HTTP (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);
