import { describe, expect, it } from "vitest";
import { describeInZone, instantFromLocal, localFromInstant } from "./zoned";

describe("wall-clock times in a zone", () => {
  it("reads a local time as its instant, both sides of a clock change", () => {
    expect(instantFromLocal("2026-11-28T09:00", "UTC")?.toISOString()).toBe(
      "2026-11-28T09:00:00.000Z",
    );
    // Chicago is UTC-6 in November, UTC-5 in July.
    expect(instantFromLocal("2026-11-28T09:00", "America/Chicago")?.toISOString()).toBe(
      "2026-11-28T15:00:00.000Z",
    );
    expect(instantFromLocal("2026-07-01T09:00", "America/Chicago")?.toISOString()).toBe(
      "2026-07-01T14:00:00.000Z",
    );
    expect(instantFromLocal("2026-07-01T09:00", "Asia/Kolkata")?.toISOString()).toBe(
      "2026-07-01T03:30:00.000Z",
    );
    // 02:30 does not exist in Chicago on 8 March 2026: it is read as 03:30 local time.
    expect(instantFromLocal("2026-03-08T02:30", "America/Chicago")?.toISOString()).toBe(
      "2026-03-08T08:30:00.000Z",
    );
  });

  it("refuses what is not a date and a time", () => {
    for (const text of [
      "",
      "tomorrow",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01 25:00",
    ]) {
      expect(instantFromLocal(text, "UTC"), text).toBeNull();
    }
  });

  it("writes an instant back as the zone's wall clock, with UTC beside", () => {
    const instant = new Date("2026-11-28T15:00:00Z");
    expect(localFromInstant(instant, "America/Chicago")).toBe("2026-11-28T09:00");
    expect(describeInZone(instant, "America/Chicago")).toBe(
      "2026-11-28 09:00 America/Chicago (2026-11-28 15:00 UTC)",
    );
    expect(describeInZone(instant, "UTC")).toBe("2026-11-28 15:00 UTC");
  });
});
