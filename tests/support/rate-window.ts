/**
 * Rate-limit windows are fixed (aligned to the epoch), so a test that counts refusals fails
 * when its requests happen to straddle a window's end: the count starts again half-way.
 * This picks a window length (an hour or a little more) whose current window still has
 * `roomSeconds` left, so every request of the test falls in one window.
 */
export function rateLimitSetting(limit: number, roomSeconds = 600, now = Date.now()): string {
  const seconds = now / 1000;
  for (let window = 3600; ; window += 60) {
    if (window - (seconds % window) >= roomSeconds) return `${limit}/${window}`;
  }
}
