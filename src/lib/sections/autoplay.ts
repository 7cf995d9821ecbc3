/**
 * The auto-advance timer of the carousels. It runs only while nothing pauses it; each reason
 * to pause (the visitor's pause button, the pointer over the carousel, keyboard focus inside
 * it, a hidden tab) is tracked separately, so e.g. leaving with the mouse does not undo the
 * visitor's explicit pause. Pure: timers are injectable, and the tests use fake timers.
 *
 * Written here rather than with embla-carousel-autoplay (checked again against 8.6): that
 * plugin restarts play on mouseleave, focusout and the end of a drag even after the visitor's
 * pause, pauses for focus inside a slide only (not on the arrows), has one `jump` flag for
 * every step (so no animated steps with an instant rewind), and at the last slide of a
 * non-looping carousel goes back to the first instead of stopping there. Turning those off
 * would leave it a bare timer, about twice the size of this one.
 */
export type PauseReason = "user" | "hover" | "focus" | "hidden";

export type TickResult = "continue" | "finish";

export type AutoplayOptions = {
  intervalMs: number;
  /** Advance one step; return "finish" when the end has been reached and play should stop. */
  onTick: () => TickResult;
  /** Called whenever `running` changes. */
  onChange?: (running: boolean) => void;
  /** Paused from the start for these reasons (e.g. "user" under reduced motion). */
  initiallyPaused?: PauseReason[];
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type Autoplay = {
  pause: (reason: PauseReason) => void;
  resume: (reason: PauseReason) => void;
  /** Starts the interval over (after a manual step, so the next auto step is a full interval away). */
  reset: () => void;
  /** Allows playing again after a "finish". */
  rearm: () => void;
  isRunning: () => boolean;
  isFinished: () => boolean;
  isPausedBy: (reason: PauseReason) => boolean;
  destroy: () => void;
};

export function createAutoplay(options: AutoplayOptions): Autoplay {
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const clearTimer =
    options.clearTimer ??
    ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const reasons = new Set<PauseReason>(options.initiallyPaused ?? []);
  let finished = false;
  let destroyed = false;
  let handle: unknown = null;
  let running = false;

  const shouldRun = () => !destroyed && !finished && reasons.size === 0;

  function schedule() {
    if (handle !== null) clearTimer(handle);
    handle = setTimer(tick, options.intervalMs);
  }

  function cancel() {
    if (handle !== null) clearTimer(handle);
    handle = null;
  }

  function update() {
    const next = shouldRun();
    if (next && handle === null) schedule();
    if (!next) cancel();
    if (next !== running) {
      running = next;
      options.onChange?.(running);
    }
  }

  function tick() {
    handle = null;
    if (!shouldRun()) return update();
    if (options.onTick() === "finish") finished = true;
    if (shouldRun()) schedule();
    update();
  }

  update();

  return {
    pause(reason) {
      reasons.add(reason);
      update();
    },
    resume(reason) {
      reasons.delete(reason);
      update();
    },
    reset() {
      if (shouldRun()) schedule();
    },
    rearm() {
      finished = false;
      update();
    },
    isRunning: () => running,
    isFinished: () => finished,
    isPausedBy: (reason) => reasons.has(reason),
    destroy() {
      destroyed = true;
      update();
    },
  };
}
