// The error `emulator.verify()` throws when calls did not happen as expected: an AssertionError
// (what test runners print as a failed expectation) whose message lists the calls that came closest.
import { AssertionError } from 'node:assert';
import type { TVerifyCall } from '../emulator/control/verify';
import type { TVerifyInput } from '../emulator/control/verify';

type TRefusal = { message?: string; found?: number; closest?: TVerifyCall[] };

export const verificationError = (expectation: TVerifyInput, refusal: TRefusal): AssertionError => {
  const closest = refusal.closest ?? [];
  const lines = [
    refusal.message ?? `The calls of ${expectation.operation} were not as expected.`,
    closest.length === 0
      ? 'No call came close: the journal holds no call of this operation, nor one that missed it.'
      : ['The calls that came closest:', ...closest.map((call) => `  ${call.method} ${call.path} → ${call.status} (${call.time}): ${call.why}`)].join('\n'),
  ];
  // No actual/expected: a runner would print them as a diff of two values, and the message says it better.
  const error = new AssertionError({ message: lines.join('\n'), operator: 'verify' });
  // The stack would point into this package; the message says all a test needs.
  Error.captureStackTrace?.(error, verificationError);
  return error;
};
