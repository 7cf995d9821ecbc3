import { describe, expect, it } from "vitest";
import { rateLimitSetting } from "./rate-window";

describe("rateLimitSetting", () => {
  it("keeps the limit and leaves the asked room before the window ends", () => {
    // 10 s before the end of an hour-long window: 3600 s has no room, a longer one does.
    const now = (3600 * 500_000 - 10) * 1000;
    const [limit, window] = rateLimitSetting(5, 600, now).split("/").map(Number);
    expect(limit).toBe(5);
    expect(window).toBeGreaterThan(3600);
    expect(window! - ((now / 1000) % window!)).toBeGreaterThanOrEqual(600);
  });

  it("takes an hour when the hour has room", () => {
    expect(rateLimitSetting(2, 600, 3600 * 500_000 * 1000 + 5000)).toBe("2/3600");
  });
});
