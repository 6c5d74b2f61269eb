// The sidebar's business-account selector: the choice becomes the current business account in
// storage and session state (spec §4). Reconciliation lives in lib/current-business-account.ts,
// so minimising the sidebar (which unmounts this) changes nothing.
import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useCurrentBusinessAccount } from '@/lib/current-business-account';

/** `onChosen`: after a choice (the phone's sidebar closes, as it does when a link is clicked). */
export function BusinessAccountSelector({ onChosen }: { onChosen?: () => void } = {}) {
  const { account, accounts, isPending, query, select } = useCurrentBusinessAccount();
  // While the list loads it says so: "No business accounts" only after an answer with none.
  const placeholder = isPending ? 'Loading…' : query.isError ? 'Could not be loaded' : accounts.length ? 'Select business account' : 'No business accounts';
  return (
    <Select
      label="Business account"
      placeholder={placeholder}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      data={accounts.map((item) => ({ value: String(item.id), label: item.name }))}
      value={account ? String(account.id) : null}
      onChange={(value) => {
        if (value === null) return;
        select(Number(value));
        onChosen?.();
      }}
      allowDeselect={false}
      disabled={accounts.length === 0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
