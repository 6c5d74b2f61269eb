// What the contract cases stand on, found or made through the gateway itself (never its
// database, so the suite runs against any gateway): the demo logins, fresh users who own what
// the write cases change, and real ids discovered through the list endpoints.
import { randomUUID } from 'node:crypto';
import { endpoints } from '../../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../../shared/contract/endpoints';
import type { TEndpointInput, TEndpointResponse } from '../../../shared/contract/define';
import type {
  TAdAccount,
  TBusinessAccount,
  TIntegrationExport,
  TSearchAdsAccount,
  TService,
  TUser,
} from '../../../shared/contract/common';
import type { ServicePath } from '../../../shared/constants';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { allowConsent } from './consent';
import { describeAnswer } from './gateway-http';
import type { TGatewayHttp } from './gateway-http';
import { startsDisabled } from '../../support/auth-data-body';

export type TSession = { token: string; user: TUser };
export type TOwner = TSession & { ba: TBusinessAccount };

export const FRESH_PASSWORD = 'contract-pass-2026';

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** A unique, readable suffix so fresh records never collide with earlier runs on the same gateway. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;

export const createFixtures = (http: TGatewayHttp) => {
  /** Calls an endpoint the fixtures depend on; anything but a contract-shaped 2xx stops the case. */
  const ask = async <N extends TEndpointName>(
    name: N,
    input: TEndpointInput<TEndpoints[N]>,
    session?: TSession | null,
  ): Promise<TEndpointResponse<TEndpoints[N]>> => {
    const endpoint = endpoints[name];
    const answer = await http.call(endpoint, input as Record<string, unknown>, session?.token);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`Fixture call ${name} (${endpoint.method} ${endpoint.path}) failed: ${describeAnswer(answer)}`);
    }
    const parsed = endpoint.response.safeParse(answer.json);
    if (!parsed.success) throw new Error(`Fixture call ${name} answered off contract: ${describeAnswer(answer)}`);
    return parsed.data as TEndpointResponse<TEndpoints[N]>;
  };

  const login = async (credentials: { email: string; password: string }): Promise<TSession> => {
    const body = await ask('login', credentials);
    return { token: body.data.token, user: body.data.user };
  };

  const freshUser = async (label: string): Promise<TSession> => {
    const body = await ask('register', {
      name: `Contract ${label}`,
      email: `contract-${label}-${uniqueSuffix()}@example.com`,
      password: FRESH_PASSWORD,
      c_password: FRESH_PASSWORD,
    });
    return { token: body.data.token, user: body.data.user };
  };

  const addBusinessAccount = async (session: TSession, label: string): Promise<TBusinessAccount> => {
    const suffix = uniqueSuffix();
    const body = await ask(
      'addBusinessAccount',
      { user_id: session.user.id, name: `Contract ${label} ${suffix}`, path: `contract-${label}-${suffix}` },
      session,
    );
    return body.data;
  };

  const client = once(() => login(DEMO_CLIENT));
  const admin = once(() => login(DEMO_ADMIN));

  /** A fresh user with a business account of their own: the owner of what write cases create. */
  const owner = once(async (): Promise<TOwner> => {
    const session = await freshUser('owner');
    return { ...session, ba: await addBusinessAccount(session, 'owner') };
  });

  const allServices = once(async (): Promise<TService[]> => (await ask('listAllServices', {}, await client())).data.services);

  const serviceByPath = async (servicePath: string): Promise<TService> => {
    const service = (await allServices()).find((candidate) => candidate.service_path === servicePath);
    if (!service) throw new Error(`The gateway lists no service ${servicePath}`);
    return service;
  };

  /** A service whose auth step takes a template of fields (not OAuth), of the given type. */
  const templateService = async (type: 'integration' | 'export'): Promise<TService> => {
    const service = (await allServices()).find((candidate) => candidate.type === type && candidate.auth_template !== null);
    if (!service) throw new Error(`The gateway lists no ${type} service with an auth template`);
    return service;
  };

  const recordsOf = async (session: TSession, serviceType: 'integration' | 'export'): Promise<TIntegrationExport[]> =>
    (await ask('listIntegrationsExports', { user_id: session.user.id, service_type: serviceType }, session)).data;

  /** The demo client's first business account. */
  const clientBusinessAccount = once(async (): Promise<TBusinessAccount> => {
    const session = await client();
    const [first] = (await ask('listBusinessAccounts', { user_id: session.user.id }, session)).data;
    if (!first) throw new Error('The demo client has no business account');
    return first;
  });

  /** An export of the demo client on the given service path that has ad accounts. */
  const clientExport = async (servicePath: string) => {
    const session = await client();
    for (const record of await recordsOf(session, 'export')) {
      if (record.service.service_path !== servicePath) continue;
      const accounts = await ask('listAdAccounts', { service_path: servicePath as never, integration_id: record.id }, session);
      const [account] = accounts.service_response.data.ad_accounts;
      if (account) return { record, account };
    }
    throw new Error(`The demo client has no ${servicePath} export with ad accounts`);
  };

  /** An integration of the demo client whose social login sees at least one page. */
  const clientIntegration = once(async () => {
    const session = await client();
    for (const record of await recordsOf(session, 'integration')) {
      const info = await ask('getIntegration', { id: record.id, user_id: session.user.id }, session);
      const [page] = info.data.fb_lf_page.data;
      if (page) return { record, page, info: info.data };
    }
    throw new Error('The demo client has no integration with a social page');
  });

  /** The add-auth-data input for the template (non-OAuth) integration service, its fields filled in. */
  const authDataInput = async (session: TSession, baId: number) => {
    const service = await templateService('integration');
    const template = JSON.parse(service.auth_template ?? '{}') as { field_config?: Record<string, { type: string }> };
    const fields = Object.fromEntries(
      Object.entries(template.field_config ?? {}).map(([key, field]) => [key, field.type === 'boolean' ? true : `contract-${key}`]),
    );
    return {
      ...fields,
      created_by: session.user.id,
      ba_id: baId,
      receiving_service_id: service.id,
      service_type: 'integration' as const,
      ...startsDisabled(),
      name: `Contract integration ${uniqueSuffix()}`,
    };
  };

  /** A new integration (disabled) of the owner, made through add-auth-data. */
  const ownIntegration = async () => {
    const session = await owner();
    const added = await ask('addAuthData', await authDataInput(session, session.ba.id), session);
    const record = (await recordsOf(session, 'integration')).find((candidate) => candidate.id === added.integrations_exports_id);
    if (!record) throw new Error(`Integration ${added.integrations_exports_id} is missing from the owner's list`);
    return { session, record };
  };

  /**
   * A new export of the owner on a service path with its ad accounts, made as a person makes
   * one: ask for the consent URL, press "Allow" there, find the new record in the list.
   */
  const ownExport = async (
    servicePath: ServicePath,
  ): Promise<{ session: TOwner; record: TIntegrationExport; account: TAdAccount | TSearchAdsAccount }> => {
    const session = await owner();
    const before = new Set((await recordsOf(session, 'export')).map((record) => record.id));
    const started = await ask('startExport', { service_path: servicePath, user_id: session.user.id, ba_id: session.ba.id }, session);
    await allowConsent(http, started.service_response.data);
    const record = (await recordsOf(session, 'export')).find(
      (candidate) => !before.has(candidate.id) && candidate.service.service_path === servicePath,
    );
    if (!record) throw new Error(`Allowing consent for ${servicePath} made no new export`);
    const listed = await ask('listAdAccounts', { service_path: servicePath, integration_id: record.id }, session);
    const [account] = listed.service_response.data.ad_accounts;
    if (!account) throw new Error(`The new ${servicePath} export has no ad accounts`);
    return { session, record, account };
  };

  return {
    http,
    authDataInput,
    ownIntegration,
    ownExport,
    ask,
    login,
    client,
    admin,
    owner,
    freshUser,
    addBusinessAccount,
    allServices,
    serviceByPath,
    templateService,
    recordsOf,
    clientBusinessAccount,
    clientExport,
    clientIntegration,
  };
};

export type TFixtures = ReturnType<typeof createFixtures>;
