// After the sidebar is minimised or restored, charts and tables must re-measure while the width
// animates: send a window 'resize' every 180 ms for 1 s (spec §9). Returns a cancel function.
import { SIDEBAR_RESIZE_DURATION_MS, SIDEBAR_RESIZE_INTERVAL_MS } from '@shared/constants';

export function startResizeBurst(
  target: EventTarget = window,
  intervalMs = SIDEBAR_RESIZE_INTERVAL_MS,
  durationMs = SIDEBAR_RESIZE_DURATION_MS,
): () => void {
  const interval = setInterval(() => target.dispatchEvent(new Event('resize')), intervalMs);
  const stop = setTimeout(() => clearInterval(interval), durationMs);
  return () => {
    clearInterval(interval);
    clearTimeout(stop);
  };
}
