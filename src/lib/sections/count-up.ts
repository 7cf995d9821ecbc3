/**
 * Statistic counters (spec section 4): from 0 to the value over 1.5 s, once.
 */
import { COUNTER_DURATION_MS } from "./behaviour";

/** Fast start, gentle landing. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The number shown `elapsedMs` into the count. Exactly `target` from the duration on. */
export function countUpValue(
  target: number,
  elapsedMs: number,
  durationMs: number = COUNTER_DURATION_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

export type CountUpOptions = {
  target: number;
  durationMs?: number;
  onUpdate: (value: number) => void;
  now?: () => number;
  requestFrame?: (callback: () => void) => unknown;
  cancelFrame?: (handle: unknown) => void;
};

export type CountUp = { start: () => void; cancel: () => void; hasRun: () => boolean };

/** A count that runs at most once, however often `start` is called. */
export function createCountUp(options: CountUpOptions): CountUp {
  const durationMs = options.durationMs ?? COUNTER_DURATION_MS;
  const now = options.now ?? (() => performance.now());
  const requestFrame = options.requestFrame ?? ((cb: () => void) => requestAnimationFrame(cb));
  const cancelFrame =
    options.cancelFrame ?? ((handle: unknown) => cancelAnimationFrame(handle as number));
  let started = false;
  let handle: unknown = null;
  let startedAt = 0;

  function frame() {
    const elapsed = now() - startedAt;
    options.onUpdate(countUpValue(options.target, elapsed, durationMs));
    handle = elapsed >= durationMs ? null : requestFrame(frame);
  }

  return {
    start() {
      if (started) return;
      started = true;
      startedAt = now();
      options.onUpdate(0);
      handle = requestFrame(frame);
    },
    cancel() {
      if (handle !== null) cancelFrame(handle);
      handle = null;
    },
    hasRun: () => started,
  };
}
