// The guards of spec §4, as pure decisions.
import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideAccess, rootRedirect, type TGuardSession } from '../../../web/src/app/guards';

const guest: TGuardSession = { jwt: null, user: null };
const client: TGuardSession = { jwt: 'jwt', user: { role: 'client', project_path: null } };
const admin: TGuardSession = { jwt: 'jwt', user: { role: 'admin', project_path: 'acme' } };

describe('guest routes', () => {
  it('let visitors without a token in', () => {
    expect(decideAccess('guest', guest, '/login')).toEqual({ kind: 'allow' });
  });
  it('send token holders to the dashboard', () => {
    expect(decideAccess('guest', client, '/register')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess('guest', admin, '/login')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});

describe('client routes', () => {
  it('send visitors without a token to login with the full intended path', () => {
    expect(decideAccess('client', guest, '/invite?hash=abc#top')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Finvite%3Fhash%3Dabc%23top',
    });
  });
  it('need only the token: the role is not checked', () => {
    expect(decideAccess('client', client, '/profile')).toEqual({ kind: 'allow' });
    expect(decideAccess('client', { jwt: 'jwt', user: null }, '/profile')).toEqual({ kind: 'allow' });
    expect(decideAccess('client', { jwt: 'jwt', user: { role: 'someone-else' } }, '/profile')).toEqual({ kind: 'allow' });
  });
});

describe('admin routes', () => {
  it('send visitors without a token to login', () => {
    expect(decideAccess('admin', guest, '/admin/users?page=3')).toEqual({ kind: 'redirect', to: '/login?next=%2Fadmin%2Fusers%3Fpage%3D3' });
  });
  it('send non-admins to the dashboard', () => {
    expect(decideAccess('admin', client, '/admin/users')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess('admin', { jwt: 'jwt', user: null }, '/admin/users')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('let admins in', () => {
    expect(decideAccess('admin', admin, '/admin/business-accounts')).toEqual({ kind: 'allow' });
  });
});

describe('project-path route type (no route uses it)', () => {
  it('goes to login without a token', () => {
    const decision = decideAccess('projectPath', guest, '/somewhere');
    expect(decision.kind).toBe('redirect');
    expect(decision.kind === 'redirect' && decision.to.startsWith('/login')).toBe(true);
  });
  it('goes to the dashboard when the user already has a project path', () => {
    expect(decideAccess('projectPath', admin, '/somewhere')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
  it('proceeds when the project path is empty', () => {
    expect(decideAccess('projectPath', client, '/somewhere')).toEqual({ kind: 'allow' });
    expect(decideAccess('projectPath', { jwt: 'jwt', user: { role: 'client', project_path: '' } }, '/x')).toEqual({ kind: 'allow' });
  });
});

describe('bare root and after login', () => {
  it('root goes to login for guests and the dashboard for signed-in visitors', () => {
    expect(rootRedirect(guest)).toBe('/login');
    expect(rootRedirect(client)).toBe('/dashboard');
  });
  it('returns to the intended path after login', () => {
    expect(afterLoginPath('/invite?hash=abc')).toBe('/invite?hash=abc');
    expect(afterLoginPath(null)).toBe('/dashboard');
  });
  it('never leaves the site', () => {
    expect(afterLoginPath('https://evil.example/')).toBe('/dashboard');
    expect(afterLoginPath('//evil.example/')).toBe('/dashboard');
    expect(afterLoginPath('/\\evil.example/')).toBe('/dashboard');
  });
  it('ignores a next with control characters, which URL parsing drops (issue 46: /%09/evil.example)', () => {
    for (const next of ['/\t/evil.example', '/\n/evil.example', '/\r//evil.example', '/dash\u0000board', '/x\u007f']) expect(afterLoginPath(next), JSON.stringify(next)).toBe('/dashboard');
  });
});
