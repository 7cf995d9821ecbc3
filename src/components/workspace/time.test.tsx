import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Time, formatDay, formatTime } from "./time";

describe("workspace times", () => {
  it("are written in UTC to the minute, whatever the moment's own offset", () => {
    expect(formatTime(new Date("2026-11-24T19:14:59+01:00"))).toBe("2026-11-24 18:14 UTC");
    expect(formatTime("2026-01-02T03:04:05.678Z")).toBe("2026-01-02 03:04 UTC");
  });

  it("carry seconds where order within a minute matters (the audit log)", () => {
    expect(formatTime(new Date("2026-11-24T18:14:05.999Z"), { seconds: true })).toBe(
      "2026-11-24 18:14:05 UTC",
    );
  });

  it("are marked up with the exact instant", () => {
    expect(renderToStaticMarkup(<Time value={new Date("2026-11-24T18:14:05Z")} />)).toBe(
      '<time dateTime="2026-11-24T18:14:05.000Z">2026-11-24 18:14 UTC</time>',
    );
  });

  it("name a chart's UTC day by day and month", () => {
    expect(formatDay("2026-06-15")).toBe("15 Jun");
  });
});
