// What the first screen does not need (the chart, the Get started list, the expiring-grant alert,
// the top bar's bell) loads and renders once the screen around it has been painted: neither its
// code nor its first render is in the tasks that show the figures (decision 056). The switch is a
// transition, so the placeholder stays as content while the module loads: a Suspense fallback would
// make React hold the component back 300 ms after it arrived (its reveal throttle).
import { Suspense, lazy, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint';

type TOptions = {
  /** Shown until the component is in, with its size so nothing moves; nothing by default. */
  placeholder?: ReactNode;
};

/** A component that renders `placeholder` until the frame it first rendered in is painted, then the loaded one. */
export function lazyAfterPaint<TProps extends object>(load: () => Promise<ComponentType<TProps>>, { placeholder = null }: TOptions = {}) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function AfterPaint(props: TProps) {
    const [hasPainted, setHasPainted] = useState(false);
    useEffect(() => afterNextPaint(() => startTransition(() => setHasPainted(true))), []);
    return <Suspense fallback={placeholder}>{hasPainted ? <Loaded {...props} /> : placeholder}</Suspense>;
  };
}
