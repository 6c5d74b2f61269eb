// A console.error during a test is a bug the test did not assert on: fail the test.
import { afterEach, vi } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called:\n${seen.map((args) => args.join(' ')).join('\n')}`);
});
