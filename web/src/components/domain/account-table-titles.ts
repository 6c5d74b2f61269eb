// The account table's title per service path (spec §2: Integration settings titles; Export
// settings add google-ads).
import type { ServicePath } from '@shared/constants';

export const ACCOUNT_TABLE_TITLES: Record<ServicePath, string> = {
  'fb-sync': 'Facebook Ad Accounts',
  'pd-sync': 'Pipedrive Accounts',
  'ws-sync': 'Webinar Stars Accounts',
  'google-ads': 'Google Ads Accounts',
};

export const NO_ACCOUNTS_TEXT = 'No advertising rooms';
