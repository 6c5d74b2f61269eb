// Catches what a screen throws while rendering, and a lazy chunk that fails to load (e.g. a deploy
// replaced it), and shows the route error screen in place of the page; the next navigation clears it.
import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type TProps = { children: ReactNode; /** A new value (the next location) clears a shown error. */ resetKey: unknown };
type TState = { error: unknown; hasError: boolean; resetKey: unknown };

export class RouteErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: TProps, state: TState): Partial<TState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
