// Times the seed phase by phase and reports rows per second, so slow phases are visible.
export type TPhaseReport = { name: string; rows: number; ms: number };
export type TSeedLog = (line: string) => void;

export type TPhaseTimer = {
  phase: <T extends { rows: number }>(name: string, run: () => T) => T;
  phaseAsync: <T extends { rows: number }>(name: string, run: () => Promise<T>) => Promise<T>;
  reports: TPhaseReport[];
};

const formatRate = (rows: number, ms: number) => (ms > 0 ? Math.round((rows / ms) * 1000).toLocaleString('en-US') : '∞');

export function createPhaseTimer(log: TSeedLog = () => {}): TPhaseTimer {
  const reports: TPhaseReport[] = [];
  const record = (name: string, rows: number, startedAt: number) => {
    const ms = performance.now() - startedAt;
    reports.push({ name, rows, ms });
    log(`  ${name.padEnd(28)} ${rows.toLocaleString('en-US').padStart(10)} rows ${ms.toFixed(0).padStart(7)} ms  ${formatRate(rows, ms)} rows/s`);
  };
  return {
    reports,
    phase(name, run) {
      const startedAt = performance.now();
      const result = run();
      record(name, result.rows, startedAt);
      return result;
    },
    async phaseAsync(name, run) {
      const startedAt = performance.now();
      const result = await run();
      record(name, result.rows, startedAt);
      return result;
    },
  };
}
