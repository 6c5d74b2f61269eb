// The bench table: one row per figure, beside the baseline measured in the same run.
export type TBenchRow = {
  section: string;
  figure: string;
  value: string;
  baseline: string;
  /** figure ÷ baseline (or the inverse for times; the row says which way). */
  ratio: string;
  note?: string;
};

const widthOf = (rows: TBenchRow[], key: keyof TBenchRow, title: string) =>
  Math.max(title.length, ...rows.map((row) => (row[key] ?? '').length));

export const renderTable = (rows: TBenchRow[]): string => {
  const columns: [keyof TBenchRow, string][] = [
    ['section', 'section'],
    ['figure', 'measured'],
    ['value', 'value'],
    ['baseline', 'baseline (same run)'],
    ['ratio', 'ratio'],
  ];
  const widths = columns.map(([key, title]) => widthOf(rows, key, title));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] as number)).join(' | ')} |`;
  const out = [line(columns.map(([, title]) => title)), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`];
  for (const row of rows) out.push(line(columns.map(([key]) => row[key] ?? '')));
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.figure}: ${row.note}`);
  return [...out, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
};
