// What both admin lists show around their table: the pagination (only when there are rows,
// spec §2) with its page count from last_page, and an empty page past the end that offers the
// way back instead of an error.
import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Pagination } from '@/components/ui/pagination';

type TProps = {
  page: number;
  /** last_page of the answer on screen (undefined until the first answer). */
  lastPage: number | undefined;
  /** Rows on the page on screen (undefined until the first answer). */
  rowCount: number | undefined;
  onPageChange: (page: number) => void;
  label: string;
  children: ReactNode;
};

export function PagedList({ page, lastPage, rowCount, onPageChange, label, children }: TProps) {
  const isPastEnd = lastPage !== undefined && rowCount === 0 && page > lastPage;
  return (
    <Stack gap="md">
      {children}
      {isPastEnd && (
        <Group justify="center" gap="sm">
          <Text size="sm" c="dimmed">
            Page {page} is past the last page ({lastPage}).
          </Text>
          <Button variant="light" size="xs" onClick={() => onPageChange(1)}>
            Go to page 1
          </Button>
        </Group>
      )}
      {/* Rendered once the count is known: a count that changes resets the page to 1 (spec §9). */}
      {lastPage !== undefined && (rowCount ?? 0) > 0 && <Pagination page={page} totalPages={lastPage} onChange={onPageChange} label={label} />}
    </Stack>
  );
}
