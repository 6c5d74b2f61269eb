// Adding an integration or an export needs a business account (spec §4): without one the person
// goes to Business Accounts, and that screen says why they are there (the reason rides in the
// navigation's state, so a link or a reload of Business Accounts shows nothing).
import { useNavigate } from 'react-router';
import { pathTo } from '@shared/routes';
import { isRecord } from '@shared/is-record';

/** Why the person was sent to Business Accounts, one sentence per Add button. */
export const BUSINESS_ACCOUNT_FIRST = {
  integration: 'Integrations belong to a business account: add one here, then Add Integration.',
  export: 'Exports belong to a business account: add one here, then Add Export.',
} as const;

export type TBusinessAccountFirst = keyof typeof BUSINESS_ACCOUNT_FIRST;

/** Sends the person to Business Accounts with the reason their Add button needs one. */
export function useSendToBusinessAccounts(): (reason: TBusinessAccountFirst) => void {
  const navigate = useNavigate();
  return (reason) => void navigate(pathTo('business_accounts'), { state: { businessAccountFirst: reason } });
}

/** The sentence for a navigation's state, or null when the person came another way. */
export function businessAccountFirstOf(state: unknown): string | null {
  if (!isRecord(state)) return null;
  const reason = state.businessAccountFirst;
  return reason === 'integration' || reason === 'export' ? BUSINESS_ACCOUNT_FIRST[reason] : null;
}
