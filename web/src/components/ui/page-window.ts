// Which page links a pagination shows (spec §9: at most 5), centred on the current page.
import { PAGINATION } from '@shared/constants';

export function pageWindow(current: number, totalPages: number, maxLinks: number = PAGINATION.maxPageLinks): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(maxLinks, totalPages);
  const clamped = Math.min(Math.max(current, 1), totalPages);
  const first = Math.min(Math.max(clamped - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Pages needed for `total` items at `pageSize` per page. */
export const pageCount = (total: number, pageSize: number = PAGINATION.defaultPageSize) => Math.max(0, Math.ceil(total / pageSize));

/** One page of a list held in the browser. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number = PAGINATION.defaultPageSize): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** `?page=` as a page number: anything that is not a whole number from 1 up means page 1. */
export function readPageParam(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
