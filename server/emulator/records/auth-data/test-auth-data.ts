// Test connection: the emulated receiving service checks typed auth values step by step, the
// way a real CRM answers a first call (spec's "beyond": n8n's credential test). The rule it
// applies is the contract's: an API key or token of the wrong shape is refused.
import type { TEndpointRequest } from '../../../../shared/contract/define';
import { API_KEY_FIELDS, API_KEY_PATTERN, type TConnectionStep, type testAuthData } from '../../../../shared/contract/services';
import { readAuthFieldConfig } from '../../../../shared/validation/auth-data';
import type { TEmulatorDeps } from '../../deps';
import type { TEndpointHandler } from '../../endpoint-handler';
import { HttpError } from '../../http-error';
import { requireActiveService } from '../lookups';
import { readTemplateValues } from './save-auth-data';
import { SERVER_MESSAGES } from '../../../../shared/validation/messages';

/** The pipelines an emulated CRM reports once it accepts the credentials. */
const REPORTED_PIPELINES = 2;

const testConnection = (deps: TEmulatorDeps, input: TEndpointRequest<typeof testAuthData>): { is_connected: boolean; steps: TConnectionStep[] } => {
  const service = requireActiveService(deps, input.service_id);
  const fieldConfig = readAuthFieldConfig(service.auth_template);
  if (!fieldConfig) throw new HttpError(422, SERVER_MESSAGES.consentOnly);
  const { service_id: _serviceId, ...typed } = input;
  const values = readTemplateValues(fieldConfig, typed);

  const keyField = API_KEY_FIELDS.find((field) => field in fieldConfig);
  const key = keyField ? values[keyField] : undefined;
  const isAccepted = keyField === undefined || (typeof key === 'string' && API_KEY_PATTERN.test(key));
  const refusal = `${fieldConfig[keyField ?? '']?.title ?? 'The key'} was refused: it must be 16 to 64 letters, digits, '-' or '_'.`;
  const steps: TConnectionStep[] = [
    { step: 'reach', is_ok: true, message: `Reached ${service.name}.` },
    { step: 'credentials', is_ok: isAccepted, message: isAccepted ? 'Credentials accepted.' : refusal },
    { step: 'pipelines', is_ok: isAccepted, message: isAccepted ? `Read ${REPORTED_PIPELINES} pipelines.` : 'Not tried: the credentials were refused.' },
  ];
  return { is_connected: isAccepted, steps };
};

/** POST test-auth-data: the steps of the check, each with what it found. */
export const checkConnection: TEndpointHandler<typeof testAuthData> = (deps, _caller, input) => ({ success: true as const, data: testConnection(deps, input) });
