// The one table every list screen uses: columns declared once, with the place each takes on a
// phone (its role); a loading skeleton, an inline error with Try again when the first load failed,
// and the empty text only after an answer that really is empty; row actions named for screen readers.
// Below Mantine's `sm` breakpoint each row is a card: title, status and main action (the switch,
// Reconnect) on top, the other values under their column's name, secondary actions in a menu; the
// page never scrolls sideways. The markup stays a table, so it reads as one in both layouts.
import type { ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LoadError, type TLoadFailure } from './load-error';
import { InlineRowActions, RowActionsMenu, type TRowAction } from './row-actions';
import classes from './data-table.module.css';

/**
 * Where a column goes in a phone's card: `title` (top left, bold), `status` (under the title),
 * `action` (top right: the switch, Reconnect, a row's only button), `detail` (default: a line
 * under its column's name). Wide screens show every column in the order given.
 */
export type TColumnRole = 'title' | 'status' | 'action' | 'detail';

export type TDataColumn<Row> = {
  /** Stable key of the column (also its React key). */
  key: string;
  header: ReactNode;
  /** The column's name in a phone's card when the header is not plain text. */
  label?: string;
  cell: (row: Row, index: number) => ReactNode;
  role?: TColumnRole;
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
  /** Skeleton rows. Rows still undefined without a failure show them too. */
  isLoading?: boolean;
  /** Shown in one full-width row after an answer with nothing to list, e.g. 'No advertising rooms'. */
  emptyText: string;
  /** The first load failed: its message and Try again in place of the rows (never the empty text). */
  failure?: TLoadFailure | null;
  /** The failure's heading, e.g. 'The integrations could not be loaded'. */
  failureTitle?: string;
  /** Secondary actions of a row: icons on a wide screen, a menu on a phone. */
  rowActions?: (row: Row) => readonly TRowAction[];
  /** How a row is named in its menu's label ("More actions for {name}"). */
  rowLabel?: (row: Row) => string;
  /** Below this width a wide screen's table scrolls sideways inside its box instead of squeezing. */
  minWidth?: number;
  skeletonRows?: number;
};

const ACTIONS_KEY = 'row-actions';

/** True below Mantine's `sm` breakpoint (48em), the width the sidebar collapses at too. */
export function useIsPhoneWidth(): boolean {
  return !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
}

const labelOf = <Row,>(column: TDataColumn<Row>) => column.label ?? (typeof column.header === 'string' ? column.header : undefined);

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading = false,
  emptyText,
  failure = null,
  failureTitle = `The ${label.toLowerCase()} could not be loaded`,
  rowActions,
  rowLabel = (row) => String(rowKey(row)),
  minWidth = 320,
  skeletonRows = 5,
}: TProps<Row>) {
  const isCards = useIsPhoneWidth();
  const shown: TDataColumn<Row>[] = rowActions
    ? [...columns, { key: ACTIONS_KEY, header: 'Actions', role: 'action', cell: () => null }]
    : [...columns];
  const isFailed = failure !== null && !isLoading;
  const isSkeleton = !isFailed && (isLoading || rows === undefined);
  const isEmpty = !isFailed && !isSkeleton && rows?.length === 0;

  const cellOf = (column: TDataColumn<Row>, row: Row, index: number): ReactNode => {
    if (column.key !== ACTIONS_KEY || !rowActions) return column.cell(row, index);
    const actions = rowActions(row);
    if (actions.length === 0) return null;
    return isCards ? <RowActionsMenu actions={actions} rowLabel={rowLabel(row)} /> : <InlineRowActions actions={actions} />;
  };
  // In a card the menu sits after the main action, in the top right corner.
  const roleOf = (column: TDataColumn<Row>) => (column.key === ACTIONS_KEY ? 'menu' : (column.role ?? 'detail'));

  const table = (
    <Table
      striped={!isCards}
      highlightOnHover={!isCards}
      aria-label={label}
      aria-busy={isSkeleton || undefined}
      className={isCards ? classes.cards : undefined}
      data-layout={isCards ? 'cards' : 'table'}
    >
      <Table.Thead>
        <Table.Tr>
          {shown.map((column) => (
            <Table.Th key={column.key} style={column.width === undefined || isCards ? undefined : { width: column.width }}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {isSkeleton &&
          Array.from({ length: skeletonRows }, (_, index) => (
            <Table.Tr key={`skeleton-${index}`} data-testid="table-skeleton-row">
              {shown.map((column) => (
                <Table.Td key={column.key} data-role={roleOf(column)}>
                  <Skeleton height={14} radius="sm" width={isCards && roleOf(column) !== 'title' ? 48 : undefined} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        {isFailed && (
          <Table.Tr data-role="message">
            <Table.Td colSpan={shown.length} data-role="message">
              <LoadError title={failureTitle} {...failure} />
            </Table.Td>
          </Table.Tr>
        )}
        {isEmpty && (
          <Table.Tr data-role="message">
            <Table.Td colSpan={shown.length} data-role="message">
              <Text c="dimmed" ta="center" py="md">
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {!isSkeleton &&
          !isFailed &&
          rows?.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              {shown.map((column) => (
                <Table.Td
                  key={column.key}
                  data-role={roleOf(column)}
                  data-label={isCards && roleOf(column) === 'detail' ? labelOf(column) : undefined}
                  style={column.isWrapping && !isCards ? { overflowWrap: 'anywhere' } : undefined}
                >
                  {cellOf(column, row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );

  // Cards never overflow: no scroll box (and no tab stop that scrolls nothing).
  if (isCards) return table;
  return (
    // A native scroll box that keyboard users can focus and scroll (axe: scrollable-region-focusable),
    // named after its table; below `minWidth` the table scrolls sideways inside it.
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={`${label} table`}>
      {table}
    </Table.ScrollContainer>
  );
}
