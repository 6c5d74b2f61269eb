// A lead's email and phone: masked in the delivery log, redacted from the request journal and from
// HAR recordings (one rule, shared/personal-data.ts), while a user's own login email stays.
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '../../../shared/personal-data';
import { redactSecrets } from '../../../server/emulator/control/journal';
import { redactBody, REDACTED } from '../../../server/har/redact';

const TEST_LEAD = { user_id: 7, answers: { full_name: 'Ada Lovelace', email: 'ada.lovelace@example.com', phone_number: '+1 555 0142', city: 'London' } };

describe("a lead's personal data", () => {
  it('is masked enough to recognise, never to write to', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('a•••@example.com');
    expect(maskEmail('not an email')).toBe('•••');
    expect(maskPhone('+1 555 0142')).toBe('•••42');
    expect(maskPhone('12')).toBe('•••');
  });

  it("is redacted from the request journal, the other answers and a login's email kept", () => {
    expect(redactSecrets(TEST_LEAD)).toEqual({ user_id: 7, answers: { full_name: 'Ada Lovelace', email: '[redacted]', phone_number: '[redacted]', city: 'London' } });
    expect(redactSecrets({ email: 'a@b.c' })).toEqual({ email: 'a@b.c' });
  });

  it('is redacted from HAR recordings', () => {
    expect(JSON.parse(redactBody(JSON.stringify(TEST_LEAD)))).toEqual({
      user_id: 7,
      answers: { full_name: 'Ada Lovelace', email: REDACTED, phone_number: REDACTED, city: 'London' },
    });
  });
});
