// What the measuring scripts share: reading `--name value` from the command line, printing rows as
// aligned plain-text columns, and exiting with the run's verdict.

/** The value after `--name` on the command line, if given. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The header and rows as columns padded to their widest cell, two spaces apart. */
export function formatColumns(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Runs a script's `main` and exits with its code; a run that fails itself prints why and exits 2. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
