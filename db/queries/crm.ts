// CRM info of an integration (spec §3 CRM info), read table by table with explicit columns.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TCrmEntity = 'deal' | 'contact' | 'lead';
export type TCrmFieldRow = {
  id: number;
  entity: TCrmEntity;
  name: string;
  field_type: 'string' | 'text' | 'list' | 'date' | 'custom' | 'custom_reference';
  type: 'system' | 'custom';
  label: string;
};
export type TCrmFieldOptionRow = { field_id: number; value: string; label: string };

export type TCrmRows = {
  funnels: { id: number; title: string }[];
  stages: { id: number; name: string; funnel_id: number }[];
  statuses: { entity: TCrmEntity; name: string }[];
  fields: TCrmFieldRow[];
  options: TCrmFieldOptionRow[];
  sources: { id: number; name: string }[];
  users: { id: number; name: string; email: string | null }[];
};

export const readCrmRows = (sqlite: Database.Database, integrationId: number): TCrmRows => ({
  funnels: prepared<[number], TCrmRows['funnels'][number]>(
    sqlite,
    'SELECT id, title FROM crm_funnels WHERE integration_id = ? ORDER BY id',
  ).all(integrationId),
  stages: prepared<[number], TCrmRows['stages'][number]>(
    sqlite,
    `SELECT st.id, st.name, st.funnel_id FROM crm_stages st
     WHERE st.funnel_id IN (SELECT f.id FROM crm_funnels f WHERE f.integration_id = ?) ORDER BY st.id`,
  ).all(integrationId),
  statuses: prepared<[number], TCrmRows['statuses'][number]>(
    sqlite,
    'SELECT entity, name FROM crm_statuses WHERE integration_id = ? ORDER BY id',
  ).all(integrationId),
  fields: prepared<[number], TCrmFieldRow>(
    sqlite,
    'SELECT id, entity, name, field_type, type, label FROM crm_fields WHERE integration_id = ? ORDER BY id',
  ).all(integrationId),
  options: prepared<[number], TCrmFieldOptionRow>(
    sqlite,
    `SELECT o.field_id, o.value, o.label FROM crm_field_options o
     WHERE o.field_id IN (SELECT f.id FROM crm_fields f WHERE f.integration_id = ?) ORDER BY o.id`,
  ).all(integrationId),
  sources: prepared<[number], TCrmRows['sources'][number]>(
    sqlite,
    'SELECT id, name FROM crm_sources WHERE integration_id = ? ORDER BY id',
  ).all(integrationId),
  users: prepared<[number], TCrmRows['users'][number]>(
    sqlite,
    'SELECT id, name, email FROM crm_users WHERE integration_id = ? ORDER BY id',
  ).all(integrationId),
});

export const hasCrmInfo = (sqlite: Database.Database, integrationId: number): boolean =>
  prepared<[number], { found: number }>(
    sqlite,
    'SELECT EXISTS (SELECT 1 FROM crm_funnels WHERE integration_id = ?) AS found',
  ).get(integrationId)?.found === 1;

/** The stage's funnel when the stage belongs to this integration's CRM. */
export const findCrmStage = (
  sqlite: Database.Database,
  integrationId: number,
  stageId: number,
): { id: number; funnel_id: number } | undefined =>
  prepared<[number, number], { id: number; funnel_id: number }>(
    sqlite,
    `SELECT st.id, st.funnel_id FROM crm_stages st JOIN crm_funnels f ON f.id = st.funnel_id
     WHERE st.id = ? AND f.integration_id = ?`,
  ).get(stageId, integrationId);

const existsIn = (table: 'crm_funnels' | 'crm_sources' | 'crm_users') => (sqlite: Database.Database, integrationId: number, id: number): boolean =>
  prepared<[number, number], { found: number }>(
    sqlite,
    `SELECT EXISTS (SELECT 1 FROM ${table} WHERE id = ? AND integration_id = ?) AS found`,
  ).get(id, integrationId)?.found === 1;

export const hasCrmFunnel = existsIn('crm_funnels');
export const hasCrmSource = existsIn('crm_sources');
export const hasCrmUser = existsIn('crm_users');
