// What the root layout shows before a screen's module is in on a first visit, and when a screen
// throws or its module fails to load (e.g. a deploy replaced it); the next navigation clears the error.
import { Component, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { RouteError } from './route-error';
import { SignedInFallback } from './signed-in-fallback';
import { useCurrentRoute } from './use-current-route';

export function FirstLoadFallback() {
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  return route?.layout === 'dashboard' ? <SignedInFallback title={titleOverride ?? route.title} /> : <PageLoader />;
}

type TBoundaryProps = { pathname: string; children: ReactNode };
type TBoundaryState = { pathname: string; error: unknown; hasError: boolean };

/** React's error boundary (a class is its only form); React itself logs what it catches. */
export class RouteErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { pathname: this.props.pathname, error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState): Partial<TBoundaryState> | null {
    // A new address gets a new try.
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null, hasError: false };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
