// The one table every list screen uses: columns declared once, a loading skeleton, an empty
// text in place of rows, long values that wrap on phones, and row actions named for screen readers.
import type { ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';

export type TDataColumn<Row> = {
  /** Stable key of the column (also its React key). */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Let long values (names, paths, emails) wrap instead of widening the table. */
  isWrapping?: boolean;
  width?: number | string;
};

type TProps<Row> = {
  /** The table's accessible name, e.g. 'Integrations'. */
  label: string;
  columns: readonly TDataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading?: boolean;
  /** Shown in one full-width row when there is nothing to list, e.g. 'No advertising rooms'. */
  emptyText: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  skeletonRows?: number;
};

export function DataTable<Row>({ label, columns, rows, rowKey, isLoading = false, emptyText, minWidth = 320, skeletonRows = 5 }: TProps<Row>) {
  const isEmpty = !isLoading && (rows?.length ?? 0) === 0;
  return (
    // A native scroll box that keyboard users can focus and scroll (axe: scrollable-region-focusable),
    // named after its table; below `minWidth` the table scrolls sideways inside it.
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table striped highlightOnHover aria-label={label} aria-busy={isLoading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={column.width === undefined ? undefined : { width: column.width }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading &&
            Array.from({ length: skeletonRows }, (_, index) => (
              <Table.Tr key={`skeleton-${index}`} data-testid="table-skeleton-row">
                {columns.map((column) => (
                  <Table.Td key={column.key}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {isEmpty && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!isLoading &&
            rows?.map((row, index) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={column.isWrapping ? { overflowWrap: 'anywhere' } : undefined}>
                    {column.cell(row, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
