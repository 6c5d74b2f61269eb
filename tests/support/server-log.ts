// The server's log in tests: a logger that keeps its lines, and the rule that an error line the
// test did not expect fails the test (as console.error does, tests/support/fail-on-console-error.ts).
import { createLogger, type TLogLevel, type TLogger } from '../../server/logger';

export type TLogLine = { level: string; message: string; [field: string]: unknown };

let unexpectedErrors: TLogLine[] = [];
let expectedErrors: RegExp[] = [];

/** A logger for a server under test: its lines are kept, and error lines are checked after each test. */
export function createTestLogger(level: TLogLevel = 'warn'): { logger: TLogger; lines: TLogLine[] } {
  const lines: TLogLine[] = [];
  const logger = createLogger(level, (raw) => {
    const line = JSON.parse(raw) as TLogLine;
    lines.push(line);
    if (line.level === 'error' && !expectedErrors.some((pattern) => pattern.test(line.message))) unexpectedErrors.push(line);
  });
  return { logger, lines };
}

/** The current test provokes server error lines whose message matches `pattern` on purpose. */
export function expectServerErrors(pattern: RegExp): void {
  expectedErrors.push(pattern);
}

/** Error lines no test expected since the last call; clears the expectations too (one test's scope). */
export function takeUnexpectedServerErrors(): TLogLine[] {
  const seen = unexpectedErrors;
  unexpectedErrors = [];
  expectedErrors = [];
  return seen;
}
