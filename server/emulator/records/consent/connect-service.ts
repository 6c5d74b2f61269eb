// What "Allow" on a consent page does: the service hands over its data, so the emulator
// creates the record (switched off, status disabled) with the data a real service would
// report: ad accounts with a year of insights for an export, social pages for an integration.
import { randomBytes } from 'node:crypto';
import type { TDatabase } from '../../../../db/client';
import { insertRecord, setAccessToken } from '../../../../db/queries/integrations-exports';
import type { TRecordRow } from '../../../../db/queries/integrations-exports';
import { listAdAccounts } from '../../../../db/queries/ad-accounts';
import { listSocialPages } from '../../../../db/queries/social';
import type { TServiceRow } from '../../../../db/queries/services';
import { generateAdAccounts, generateSocialPages } from '../../generate/connected-service';
import { currentSeedState } from '../../rules/catch-up';
import { grantExpiry } from '../../rules/grant-lifetime';

export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A record's own id, as clients see it: exp_… or int_…. */
export const newIntegrationId = (kind: 'export' | 'integration') => `${kind === 'export' ? 'exp' : 'int'}_${randomToken(9).toLowerCase()}`;

type TConsentParams = { service: TServiceRow; baId: number; userId: number };

/** The service's ad accounts and a year of their insights, from the database's seed. */
const reportAdAccounts = (db: TDatabase, recordId: number, service: TServiceRow, today: Date) =>
  generateAdAccounts(db, recordId, service, { today, seed: currentSeedState(db)?.seed ?? 1 });

/** The record consent creates: sending from the service, holding the grant it gave. */
const insertConsented = (db: TDatabase, kind: 'export' | 'integration', params: TConsentParams, name: string, expiresAt: string | null) =>
  insertRecord(db, {
    integration_id: newIntegrationId(kind),
    name,
    service_id: params.service.id,
    service_type: kind,
    receiving_service_id: null,
    sending_service_id: params.service.id,
    ba_id: params.baId,
    api_key: null,
    access_token: randomToken(30),
    token_expires_at: expiresAt,
    receiving_service_token: null,
    created_by: params.userId,
  });

/** A new export of the service with its ad accounts and insights, its grant given `now`. */
export const createExport = (db: TDatabase, params: TConsentParams & { today: Date; now: Date }): void =>
  db.transaction(() => {
    const recordId = insertConsented(db, 'export', params, `${params.service.name} account`, grantExpiry(params.now));
    reportAdAccounts(db, recordId, params.service, params.today);
  });

/** Consent given again for an existing export: a new grant from `now`; accounts appear if it had none. */
export const renewExport = (db: TDatabase, record: TRecordRow, service: TServiceRow, clock: { today: Date; now: Date }): void =>
  db.transaction(() => {
    setAccessToken(db, record.id, randomToken(30), grantExpiry(clock.now));
    if (listAdAccounts(db, record.id).length === 0) reportAdAccounts(db, record.id, service, clock.today);
  });

/**
 * A new integration sending from the service (its receiving side is chosen next, on step 2),
 * with the social pages the service reports; answers the record id.
 */
export const createIntegration = (db: TDatabase, params: TConsentParams): number =>
  db.transaction(() => {
    const recordId = insertConsented(db, 'integration', params, `Lead forms from ${params.service.name}`, null);
    generateSocialPages(db, recordId);
    return recordId;
  });

/** Social pages for an integration that has none yet (created from auth data alone). */
export const ensureSocialPages = (db: TDatabase, recordId: number): void => {
  if (listSocialPages(db, recordId).length === 0) generateSocialPages(db, recordId);
};
