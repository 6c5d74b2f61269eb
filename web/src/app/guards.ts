// Route guards of spec §4 as pure decisions: given the session and where the visitor wants to go,
// allow or name the redirect. The root layout's RouteGuard (route-guard.tsx) calls them; unit tests call them directly.
import { CLIENT_HOME, GUEST_HOME, pathTo, type RouteArea } from '@shared/routes';

export type TGuardSession = {
  jwt: string | null;
  user: { role?: string; project_path?: string | null } | null;
};

/** The four guard types: the three areas of the route table plus the project-path type no route uses yet. */
export type TGuardType = RouteArea | 'projectPath';

export type TGuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: TGuardDecision = { kind: 'allow' };
const redirectTo = (to: string): TGuardDecision => ({ kind: 'redirect', to });

/** Login, carrying the full intended path (path, query and hash) as `next`. */
export function loginRedirect(intendedPath: string): string {
  return pathTo(GUEST_HOME, {}, { next: intendedPath });
}

export function decideAccess(type: TGuardType, session: TGuardSession, intendedPath: string): TGuardDecision {
  const isSignedIn = Boolean(session.jwt);
  switch (type) {
    case 'guest':
      return isSignedIn ? redirectTo(pathTo(CLIENT_HOME)) : allow;
    case 'client':
      // Only the jwt counts here: the role is not checked (spec §4).
      return isSignedIn ? allow : redirectTo(loginRedirect(intendedPath));
    case 'admin':
      if (!isSignedIn) return redirectTo(loginRedirect(intendedPath));
      return session.user?.role === 'admin' ? allow : redirectTo(pathTo(CLIENT_HOME));
    case 'projectPath':
      if (!isSignedIn) return redirectTo(loginRedirect(intendedPath));
      return session.user?.project_path ? redirectTo(pathTo(CLIENT_HOME)) : allow;
  }
}

/** The bare root: guests to login, signed-in visitors to the dashboard (spec §2). */
export function rootRedirect(session: TGuardSession): string {
  return pathTo(session.jwt ? CLIENT_HOME : GUEST_HOME);
}

/** Tabs, line breaks and other control characters: URL parsing drops them, so '/\t/evil' becomes '//evil'. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after login: the `next` parameter when it is a path on this site, else the dashboard.
 * Anything that could leave the origin ('//evil', '/\\evil', 'https://…', '/\t/evil') is refused.
 */
export function afterLoginPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || CONTROL_CHARACTER.test(next)) return pathTo(CLIENT_HOME);
  return next;
}
