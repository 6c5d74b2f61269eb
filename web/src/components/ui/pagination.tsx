// The pagination of spec §9: at most 5 page links around the current one, first/previous/next/last,
// and back to page 1 when the page size or the total changes. `useUrlPage` binds it to `?page`,
// so the page survives a reload and the back button.
import { useEffect, useRef } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PAGINATION } from '@shared/constants';
import { pageWindow, readPageParam } from './page-window';

type TProps = {
  page: number;
  /** Pass it once known (keep the previous answer while the next page loads), or a load would look like a change. */
  totalPages: number;
  onChange: (page: number) => void;
  /** When either changes after the first render, the pagination goes back to page 1. */
  pageSize?: number;
  label?: string;
};

export function Pagination({ page, totalPages, onChange, pageSize = PAGINATION.defaultPageSize, label = 'Pagination' }: TProps) {
  // Back to page 1 when the size or the total changes (not on the first render: `?page=3` stays 3).
  const signature = `${pageSize}/${totalPages}`;
  const previousSignature = useRef(signature);
  useEffect(() => {
    if (previousSignature.current === signature) return;
    previousSignature.current = signature;
    if (page !== 1) onChange(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of size or total resets the page
  }, [signature]);
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <Group component="nav" aria-label={label} gap={4} justify="center" wrap="wrap">
      <ActionIcon variant="default" size="lg" aria-label="First page" disabled={isFirst} onClick={() => onChange(1)}>
        <IconChevronsLeft size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Previous page" disabled={isFirst} onClick={() => onChange(page - 1)}>
        <IconChevronLeft size={16} aria-hidden />
      </ActionIcon>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="compact-md"
          h={34}
          miw={34}
          variant={number === page ? 'filled' : 'default'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <ActionIcon variant="default" size="lg" aria-label="Next page" disabled={isLast} onClick={() => onChange(page + 1)}>
        <IconChevronRight size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Last page" disabled={isLast} onClick={() => onChange(totalPages)}>
        <IconChevronsRight size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The page in `?page=` and a setter that writes it back (a history entry per page, so Back works). */
export function useUrlPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params.get('page'));
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}
