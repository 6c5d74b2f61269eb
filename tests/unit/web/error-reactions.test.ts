// The one global reaction to failed calls (spec §6, §8) and the helpers that read tRPC errors.
import { describe, expect, it } from 'vitest';
import { decideErrorReaction, FALLBACK_ERROR_MESSAGE } from '../../../web/src/app/error-reactions';
import { describeWithFieldErrors, procedurePathOfKey, readCallError, type TCallError } from '../../../web/src/lib/trpc-error';

const failure = (code: string | undefined, message = 'Nope'): TCallError => ({ code, message, httpStatus: undefined, path: undefined, fieldErrors: {} });

describe('decideErrorReaction', () => {
  it('403 sends the user to the dashboard, whatever the call and display', () => {
    expect(decideErrorReaction(failure('FORBIDDEN'), 'integrations.list')).toEqual({ kind: 'toDashboard' });
    expect(decideErrorReaction(failure('FORBIDDEN'), 'profile.save', 'inline')).toEqual({ kind: 'toDashboard' });
  });
  it('401 on admin calls logs the user out', () => {
    expect(decideErrorReaction(failure('UNAUTHORIZED'), 'admin.users')).toEqual({ kind: 'logout' });
    expect(decideErrorReaction({ ...failure('UNAUTHORIZED'), path: 'admin.businessAccounts' }, undefined)).toEqual({ kind: 'logout' });
    // Starting a sync is an admin call too (spec §7), even when its screen shows its own errors.
    expect(decideErrorReaction(failure('UNAUTHORIZED'), 'sync.start', 'inline')).toEqual({ kind: 'logout' });
  });
  it('401 on client calls logs the user out too (an expired token), whatever the display', () => {
    expect(decideErrorReaction(failure('UNAUTHORIZED', 'Unauthenticated.'), 'profile.get')).toEqual({ kind: 'logout' });
    expect(decideErrorReaction(failure('UNAUTHORIZED'), 'businessAccounts.list', 'silent')).toEqual({ kind: 'logout' });
    expect(decideErrorReaction(failure('UNAUTHORIZED'), 'insights.get', 'inline')).toEqual({ kind: 'logout' });
  });
  it('401 once the session has ended (the other calls of the batch), or on signing in, ends nothing', () => {
    expect(decideErrorReaction(failure('UNAUTHORIZED'), 'profile.get', 'notify', false)).toEqual({ kind: 'none' });
    expect(decideErrorReaction(failure('UNAUTHORIZED', 'Wrong email or password'), 'auth.login', 'inline')).toEqual({ kind: 'none' });
  });
  it('a speculative prefetch never reacts', () => {
    expect(decideErrorReaction(failure('FORBIDDEN'), 'adAccounts.list', 'speculative')).toEqual({ kind: 'none' });
    expect(decideErrorReaction(failure('UNAUTHORIZED'), 'sync.runs', 'speculative')).toEqual({ kind: 'none' });
  });
  it('other errors show the message unless the screen shows it or stays silent', () => {
    expect(decideErrorReaction(failure('BAD_GATEWAY', 'Gateway down'), 'services.all')).toEqual({ kind: 'notify', message: 'Gateway down' });
    expect(decideErrorReaction(failure('UNPROCESSABLE_CONTENT'), 'auth.login', 'inline')).toEqual({ kind: 'none' });
    expect(decideErrorReaction(failure('UNPROCESSABLE_CONTENT'), 'businessAccounts.add', 'silent')).toEqual({ kind: 'log' });
    expect(decideErrorReaction(failure(undefined, ''), 'services.all')).toEqual({ kind: 'notify', message: FALLBACK_ERROR_MESSAGE });
  });
});

describe('reading tRPC errors', () => {
  it('reads code, path, message and field errors', () => {
    const error = Object.assign(new Error('Invalid input'), {
      data: { code: 'BAD_REQUEST', path: 'auth.register', zodError: { fieldErrors: { email: ['Email not valid'] } } },
    });
    expect(readCallError(error)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid input',
      path: 'auth.register',
      fieldErrors: { email: ['Email not valid'] },
    });
    expect(describeWithFieldErrors(readCallError(error))).toEqual(['Invalid input', 'Email not valid']);
  });
  it('copes with network failures', () => {
    expect(readCallError(new TypeError('Failed to fetch'))).toEqual({ code: undefined, message: 'Failed to fetch', path: undefined, fieldErrors: {} });
  });
  it('finds the procedure path in a query key', () => {
    expect(procedurePathOfKey([['admin', 'users'], { input: { page: 1 }, type: 'query' }])).toBe('admin.users');
    expect(procedurePathOfKey(['other'])).toBeUndefined();
    expect(procedurePathOfKey(undefined)).toBeUndefined();
  });
});
