// When the page's first view is on screen. A signed-in address first paints the signed-in fallback
// (the top bar with the screen's title, the LCP element, and a loader) from the entry's files; the
// signed-in chunk (74 KiB gzip) waits until that frame is painted, so the two do not share the
// phone's bandwidth before the first paint. On Lighthouse's mobile network that made the title
// paint later by the time the chunk took (decision 023). The cost: the screen's data comes about a
// round trip later than if its file had started with the entry's.
//
// "Painted" is the browser's own first-contentful-paint entry where it reports one: the frame after
// the commit is drawn on the main thread, but on a busy machine it reaches the screen tens of
// milliseconds later, and the chunk asked for in between still shared the bandwidth (a CI run saw
// it asked for 46 ms before the paint). Without paint timing, the frame after the commit is it.
import { afterNextPaint } from '@/lib/after-next-paint';

let resolvePainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});
let isNoted = false;

/** A first view that is not contentful (it always is) must not hold the screens back for ever. */
const PAINT_ENTRY_WAIT_MS = 1000;

/**
 * The root layout calls this once its first view is committed: resolves afterFirstPaint once the
 * browser has painted it. A hidden tab paints nothing (nor runs animation frames): at once then.
 */
export function noteFirstViewCommitted(): void {
  if (isNoted) return;
  isNoted = true;
  if (document.visibilityState !== 'visible') {
    resolvePainted();
    return;
  }
  if (!reportsPaintTiming()) {
    afterNextPaint(resolvePainted);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
  });
  const timer = setTimeout(done, PAINT_ENTRY_WAIT_MS);
  function done(): void {
    observer.disconnect();
    clearTimeout(timer);
    resolvePainted();
  }
  // buffered: the paint may already have happened (a fast machine paints before the effect runs).
  observer.observe({ type: 'paint', buffered: true });
}

const reportsPaintTiming = (): boolean =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/** Resolves once the first view is painted; at once (a microtask) ever after. */
export const afterFirstPaint = (): Promise<void> => painted;
