import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../../server/http/json-depth';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('exceedsJsonDepth', () => {
  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(exceedsJsonDepth(nested(100_000))).toBe(true);
  });

  it('takes scalars and wide values as shallow', () => {
    for (const value of [null, 1, 'x', true, undefined]) expect(exceedsJsonDepth(value)).toBe(false);
    expect(exceedsJsonDepth({ list: Array.from({ length: 10_000 }, (_, index) => ({ index })) })).toBe(false);
  });
});
