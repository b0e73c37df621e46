import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longPressCreate } from './use-long-press';

/** The reels' like button's delay (`REEL_LONG_PRESS_MS`), which these cases were written for. */
const REEL_LONG_PRESS_MS = 500;

describe('longPressCreate (secondary: the like button long press)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const onLong = vi.fn();
    const onTap = vi.fn();
    return { press: longPressCreate(REEL_LONG_PRESS_MS), onLong, onTap };
  };

  it('should open the picker after 500 ms held, and not count the release as a tap', () => {
    const { press, onLong, onTap } = setup();
    press.down(onLong);
    vi.advanceTimersByTime(499);
    expect(onLong).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLong).toHaveBeenCalledTimes(1);
    press.cancel();
    press.click(onTap);
    expect(onTap).not.toHaveBeenCalled();
  });

  it('should toggle the like on a press let go sooner, and never open the picker after', () => {
    const { press, onLong, onTap } = setup();
    press.down(onLong);
    vi.advanceTimersByTime(300);
    press.cancel();
    press.click(onTap);
    vi.advanceTimersByTime(1_000);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onLong).not.toHaveBeenCalled();
  });

  it('should do nothing when the press turns into a scroll', () => {
    const { press, onLong, onTap } = setup();
    press.down(onLong);
    vi.advanceTimersByTime(200);
    press.cancel();
    vi.advanceTimersByTime(1_000);
    expect(onLong).not.toHaveBeenCalled();
    expect(onTap).not.toHaveBeenCalled();
  });

  it('should take a click from the keyboard as a tap, even after a long press', () => {
    const { press, onLong, onTap } = setup();
    press.down(onLong);
    vi.advanceTimersByTime(REEL_LONG_PRESS_MS);
    // The pointer left the button: no click followed the long press.
    press.cancel();
    press.click(onTap, true);
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('should start afresh with each press', () => {
    const { press, onLong, onTap } = setup();
    press.down(onLong);
    vi.advanceTimersByTime(REEL_LONG_PRESS_MS);
    press.click(onTap);
    press.down(onLong);
    vi.advanceTimersByTime(100);
    press.click(onTap);
    expect(onLong).toHaveBeenCalledTimes(1);
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
