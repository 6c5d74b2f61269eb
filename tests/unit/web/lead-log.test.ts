// The delivery log's CSV (cells that cannot run as formulas, the filtered rows' columns), the
// "2 min ago" of the integrations list, and which exports the dashboard warns about.
import { describe, expect, test } from 'vitest';
import type { TLeadDelivery } from '@shared/contract/leads';
import type { TIntegrationExport } from '@shared/contract/common';
import { csvCell, csvText } from '@/lib/csv';
import { timeAgo } from '@/lib/relative-time';
import { leadDeliveriesCsv, leadDeliveriesCsvFileName } from '@/components/domain/lead-csv';
import { endingGrants } from '@/features/dashboard/components/expiring-grants';

describe('CSV cells', () => {
  test('a cell a spreadsheet would run as a formula gets a leading apostrophe (= + - @ tab CR)', () => {
    for (const hostile of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(hostile).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    // Quoting still applies after the prefix.
    expect(csvCell('=A1,"B"')).toBe(`"'=A1,""B"""`);
  });

  test('plain text and plain numbers stay as they are (a negative amount stays a number)', () => {
    expect(csvCell('Anna Schmidt')).toBe('Anna Schmidt');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('a•••@example.com')).toBe('a•••@example.com');
    expect(csvText(['A', 'B'], [['1', 'x,y']])).toBe('A,B\r\n1,"x,y"\r\n');
  });
});

const lead = (over: Partial<TLeadDelivery> = {}): TLeadDelivery => ({
  id: 1,
  lead_key: 'k1',
  arrived_at: '2026-11-28T10:15:00.000Z',
  lead_form_id: 'f1',
  form_name: 'Spring offer',
  is_test: false,
  email: 'a•••@example.com',
  phone: '•••42',
  name: 'Anna',
  status: 'delivered',
  reason: null,
  attempts: 1,
  next_attempt_at: null,
  deal: { id: 7, kind: 'deal', title: 'Lead from Facebook', person_id: 3, is_existing_person: false },
  ...over,
});

describe('the delivery log as CSV', () => {
  test('one row per lead: time, form, name, email, status, reason, attempts, deal and its id; a hostile name cannot run', () => {
    const csv = leadDeliveriesCsv([lead(), lead({ id: 2, name: '=cmd|"/c calc"!A1', status: 'failed', reason: 'The CRM did not answer.', attempts: 3, deal: null })]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Form,Name,Email,Status,Reason,Attempts,Deal,Deal id');
    expect(lines[1]).toBe('2026-11-28T10:15:00.000Z,Spring offer,Anna,a•••@example.com,Delivered,,1,Lead from Facebook,7');
    expect(lines[2]).toBe(`2026-11-28T10:15:00.000Z,Spring offer,"'=cmd|""/c calc""!A1",a•••@example.com,Failed,The CRM did not answer.,3,,`);
    expect(leadDeliveriesCsvFileName(12, 'failed', '2026-11-28')).toBe('leads-12-failed-2026-11-28.csv');
    expect(leadDeliveriesCsvFileName(12, undefined, '2026-11-28')).toBe('leads-12-2026-11-28.csv');
  });
});

describe('time ago', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  test('says minutes, hours, days', () => {
    expect(timeAgo('2026-11-28T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-28T11:58:00.000Z', now)).toBe('2 min ago');
    expect(timeAgo('2026-11-28T09:00:00.000Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-27T11:00:00.000Z', now)).toBe('1 day ago');
    expect(timeAgo('2026-11-20T12:00:00.000Z', now)).toBe('8 days ago');
    expect(timeAgo('not a time', now)).toBe('');
  });
});

describe('grants the dashboard warns about', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  const record = (over: Partial<TIntegrationExport>) => ({ id: 1, access_token: 'x', token_expires_at: null, token_expired: false, ...over }) as TIntegrationExport;
  test('expired, or ending within 7 days; not later, not revoked, not without expiry', () => {
    const ending = endingGrants(
      [
        record({ id: 1, token_expires_at: '2026-11-20T00:00:00.000Z', token_expired: true }),
        record({ id: 2, token_expires_at: '2026-12-04T00:00:00.000Z' }),
        record({ id: 3, token_expires_at: '2026-12-10T00:00:00.000Z' }),
        record({ id: 4, access_token: null, token_expires_at: '2026-11-29T00:00:00.000Z' }),
        record({ id: 5 }),
      ],
      now,
    );
    expect(ending.map((item) => [item.record.id, item.isExpired])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
