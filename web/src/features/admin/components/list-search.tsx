// The search of the admin lists (beyond the spec): kept in the URL as `?search=` next
// to `?page`, so a reload, a shared link and Back keep it; a new search goes back to page 1.
// Typing searches after a short pause; Enter searches at once; Escape (or the field's own ×) clears.
import { useState } from 'react';
import { Box, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_MAX_LENGTH } from '@shared/contract/admin';

const SEARCH_PAUSE_MS = 300;

/** `?search=` (trimmed, at most ADMIN_SEARCH_MAX_LENGTH characters) and its setter, which drops `?page`. */
export function useUrlSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH);
  const setSearch = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const value = next.trim();
      if (value === (current.get('search') ?? '').trim()) return current;
      if (value) updated.set('search', value);
      else updated.delete('search');
      updated.delete('page');
      return updated;
    });
  return [search, setSearch];
}

type TProps = {
  /** The input's accessible name, e.g. 'Search users'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (search: string) => void;
};

export function ListSearch({ label, placeholder, value, onChange }: TProps) {
  const [text, setText] = useState(value);
  // The URL wins when it changes from outside (Back, a link); a trailing space being typed stays.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (text.trim() !== value) setText(value);
  }
  const searchSoon = useDebouncedCallback(onChange, SEARCH_PAUSE_MS);
  const clear = () => {
    searchSoon.cancel();
    setText('');
    onChange('');
  };
  return (
    <Box role="search" maw={{ base: '100%', sm: 360 }}>
      <TextInput
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        leftSection={<IconSearch size={16} aria-hidden />}
        onChange={(event) => {
          setText(event.currentTarget.value);
          searchSoon(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            searchSoon.cancel();
            onChange(text);
          } else if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
      />
    </Box>
  );
}
