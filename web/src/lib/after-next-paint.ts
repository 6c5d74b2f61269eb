// Runs work once the browser has painted the next frame: an animation frame runs just before the
// paint, and a timeout set in it runs after. For work that must not hold up what is about to show
// (the chart behind the cards).

/** Calls `callback` after the next paint; the returned function cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
