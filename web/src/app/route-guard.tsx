// The guards of spec §4 (guards.ts) in front of every screen: a visitor who may not open the screen
// at this address is sent on before anything of it (its layout, its calls) renders.
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getSession } from '@/lib/session-store';
import { decideAccess, rootRedirect } from './guards';
import { screenAt } from './use-current-route';

export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Decided once per navigation (a new location object), as the route loaders did: a session that
  // changes on the spot (signing in, just before the login screen navigates on) must not redirect
  // from the screen being left.
  const decision = useMemo(() => {
    const route = screenAt(location.pathname);
    // The bare root renders its own redirect, unknown addresses their not-found screen (router.tsx).
    if (!route) return { kind: 'allow' } as const;
    return decideAccess(route.area, getSession(), `${location.pathname}${location.search}${location.hash}`);
  }, [location]);
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : children;
}

/** The bare root: guests to login, signed-in visitors to the dashboard (spec §2). */
export function RootRedirect() {
  return <Navigate to={rootRedirect(getSession())} replace />;
}
