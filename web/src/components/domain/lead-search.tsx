// The delivery log's search: by the lead's email or name, read from and written to the URL (`?q`),
// a moment after typing stops. The server matches the real email, which the log shows masked.
import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LEAD_SEARCH_MAX } from '@shared/contract/leads';
import { SEARCH_PARAM } from '@/lib/api/lead-deliveries';

export const SEARCH_LABEL = 'Search by email or name';
const TYPING_PAUSE_MS = 300;

export function useSearchParam(): [string, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set(SEARCH_PARAM, next.trim());
        else updated.delete(SEARCH_PARAM);
        updated.set('page', '1');
        return updated;
      },
      { replace: true },
    );
  return [search, setSearch];
}

export function LeadSearch({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  // What the person types shows at once; the URL (and the call) follows once typing pauses.
  const [typed, setTyped] = useState(value);
  const settle = useDebouncedCallback(onChange, TYPING_PAUSE_MS);
  const type = (next: string) => {
    setTyped(next);
    settle(next);
  };
  return (
    <TextInput
      type="search"
      label={SEARCH_LABEL}
      placeholder="e.g. anna@ or Anna"
      value={typed}
      maxLength={LEAD_SEARCH_MAX}
      onChange={(event) => type(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={typed ? <CloseButton aria-label="Clear the search" onClick={() => type('')} /> : null}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
