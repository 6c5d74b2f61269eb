// The sidebar's business-account selector: the choice becomes the user's currentBusinessAccount
// in storage and session state (spec §4). It follows the shared list query, so edits show at once.
import { useEffect } from 'react';
import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { setCurrentBusinessAccount, updateUser, useSession } from '../../../lib/session-store';
import { useBusinessAccounts } from '../api/list-business-accounts';
import { isSameAccount, reconcileCurrentAccount } from '../current-account';

export function BusinessAccountSelector() {
  const { user } = useSession();
  const { data } = useBusinessAccounts();
  const accounts = data?.data;
  const current = user?.currentBusinessAccount ?? null;

  useEffect(() => {
    if (!accounts) return;
    updateUser({ businessAccounts: accounts });
    const next = reconcileCurrentAccount(accounts, current);
    if (!isSameAccount(next, current)) setCurrentBusinessAccount(next);
  }, [accounts, current]);

  const list = accounts ?? user?.businessAccounts ?? [];
  return (
    <Select
      label="Business account"
      placeholder={list.length ? 'Select business account' : 'No business accounts'}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      data={list.map((account) => ({ value: String(account.id), label: account.name }))}
      value={current ? String(current.id) : null}
      onChange={(value) => {
        const chosen = list.find((account) => String(account.id) === value);
        if (chosen) setCurrentBusinessAccount(chosen);
      }}
      allowDeselect={false}
      disabled={list.length === 0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
