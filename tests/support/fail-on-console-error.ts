// A console.error during a test, or an error line from a server under test that the test did not
// announce with expectServerErrors(), is a bug the test did not assert on: fail the test.
import { afterEach, vi } from 'vitest';
import { takeUnexpectedServerErrors } from './server-log';

let errors: unknown[][] = [];
const original = console.error;

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  const serverErrors = takeUnexpectedServerErrors();
  const problems: string[] = [];
  if (seen.length > 0) problems.push(`console.error was called:\n${seen.map((args) => args.join(' ')).join('\n')}`);
  if (serverErrors.length > 0) problems.push(`the server logged errors the test did not expect:\n${serverErrors.map((line) => JSON.stringify(line)).join('\n')}`);
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
