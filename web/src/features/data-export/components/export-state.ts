// What an export's record says to a person: its status, and whether its grant is gone.
import type { TIntegrationExport } from '@shared/contract/common';
import type { ServicePath } from '@shared/constants';
import { formatDisplayDate } from '@shared/dates';

/** Spec §2: Active or Not active (other server statuses are not shown, spec §4). */
export const exportStatusText = (record: Pick<TIntegrationExport, 'is_active'>) => (record.is_active ? 'Active' : 'Not active');

type TGrantFields = Pick<TIntegrationExport, 'access_token' | 'token_expired' | 'token_expires_at'>;

/** The service's grant was revoked or has expired: nothing can be exported until it is reconnected. */
export const needsReconnect = (record: TGrantFields) => record.access_token === null || record.token_expired;

/** Why a reconnect is needed, as the list says it: 'Expired on dd-MM-yyyy' or 'Revoked' (the gateway's clock decides). */
export const grantLossText = (record: TGrantFields) =>
  record.access_token !== null && record.token_expired ? `Expired on ${formatDisplayDate(record.token_expires_at)}` : 'Revoked';

/** The settings banner's reason: 'Access to {service} expired on dd-MM-yyyy' or '… was revoked'. */
export const grantLossSentence = (record: TGrantFields & Pick<TIntegrationExport, 'service'>) =>
  record.access_token !== null && record.token_expired
    ? `Access to ${record.service.name} expired on ${formatDisplayDate(record.token_expires_at)}`
    : `Access to ${record.service.name} was revoked`;

/** Export services use the spec's four paths; any other would be the gateway's to refuse (a clear 400). */
export const toServicePath = (value: string): ServicePath => value as ServicePath;

export const servicePathOf = (record: Pick<TIntegrationExport, 'service'>): ServicePath => toServicePath(record.service.service_path);

/**
 * Alert and badge colours dark enough for white text and for a title on their own light tint
 * (Mantine's light variants put a shade-6 title on a shade-1 fill: under 4.5:1).
 */
export const RECONNECT_COLOR = '#8a3b0b';
export const ERROR_COLOR = '#a61e1e';
export const SUCCESS_COLOR = '#1f6f30';
