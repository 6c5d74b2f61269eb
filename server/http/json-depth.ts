// A limit on how deeply request JSON may nest. JSON.parse copes with 10,000 levels, but
// JSON.stringify and every recursive walk after it overflow the stack (a 500); no input of the
// contract nests beyond a handful of levels. Counted with an explicit stack, never recursion.
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays)`;

/** True when `value` has objects or arrays nested more than MAX_JSON_DEPTH levels (the top one is level 1). */
export const exceedsJsonDepth = (value: unknown): boolean => {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) return true;
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
};
