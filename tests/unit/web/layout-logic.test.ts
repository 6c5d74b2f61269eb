// Small pieces of the dashboard layout: the resize burst (spec §9) and the current business account.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startResizeBurst } from '../../../web/src/app/layouts/dashboard/resize-burst';
import { chooseCurrentAccount } from '../../../web/src/lib/current-business-account';

describe('resize burst', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends 'resize' every 180 ms for 1 s, then stops", () => {
    const target = new EventTarget();
    const onResize = vi.fn();
    target.addEventListener('resize', onResize);
    startResizeBurst(target);
    vi.advanceTimersByTime(179);
    expect(onResize).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(onResize).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onResize).toHaveBeenCalledTimes(5); // at 180, 360, 540, 720, 900 ms
    vi.advanceTimersByTime(5000);
    expect(onResize).toHaveBeenCalledTimes(5);
  });

  it('can be cancelled', () => {
    const target = new EventTarget();
    const onResize = vi.fn();
    target.addEventListener('resize', onResize);
    const cancel = startResizeBurst(target);
    vi.advanceTimersByTime(400);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(onResize).toHaveBeenCalledTimes(2);
  });
});

const account = (id: number, name = `BA ${id}`) => ({ id, name, path: `ba-${id}`, created_at: '', updated_at: '' });

describe('current business account', () => {
  it('keeps the chosen account, with its fresh name', () => {
    expect(chooseCurrentAccount([account(1), account(2, 'Renamed')], 2)).toEqual(account(2, 'Renamed'));
  });
  it('falls back to the first when none is chosen or the chosen one is gone', () => {
    expect(chooseCurrentAccount([account(1), account(2)], null)).toEqual(account(1));
    expect(chooseCurrentAccount([account(1)], 9)).toEqual(account(1));
    expect(chooseCurrentAccount([], 9)).toBeNull();
  });
});

