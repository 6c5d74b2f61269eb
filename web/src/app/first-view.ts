// When the page's first view is on screen. A signed-in address first paints the signed-in fallback
// (the top bar with the screen's title, the LCP element, and a loader) from the entry's files; the
// signed-in chunk (74 KiB gzip) waits until that frame is painted, so the two do not share the
// phone's bandwidth before the first paint. On Lighthouse's mobile network that made the title
// paint later by the time the chunk took (decision 023). The cost: the screen's data comes about a
// round trip later than if its file had started with the entry's.
import { afterNextPaint } from '@/lib/after-next-paint';

let resolvePainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});
let isNoted = false;

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
  afterNextPaint(resolvePainted);
}

/** Resolves once the first view is painted; at once (a microtask) ever after. */
export const afterFirstPaint = (): Promise<void> => painted;
