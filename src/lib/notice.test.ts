import { describe, expect, it } from "vitest";
import { noticeCode, noticeHref, noticeValues, readNotice, type NoticeCatalogue } from "./notice";

const catalogue = {
  saved: { tone: "notice", text: "Saved." },
  moved: { tone: "notice", text: (value) => `Moved ${value("count") ?? "?"} to ${value("to")}.` },
  refused: { tone: "error", text: "Not possible." },
} satisfies NoticeCatalogue;

describe("notices in the address", () => {
  it("are read through the page's catalogue, with the values they carry", () => {
    expect(readNotice({ notice: "saved" }, catalogue)).toEqual({ tone: "notice", text: "Saved." });
    expect(readNotice({ notice: "moved", count: "2", to: "hired" }, catalogue)).toEqual({
      tone: "notice",
      text: "Moved 2 to hired.",
    });
    expect(readNotice({ notice: "refused" }, catalogue)?.tone).toBe("error");
  });

  it("say nothing for a code the page does not know, or none", () => {
    expect(readNotice({ notice: "<b>typed</b>" }, catalogue)).toBeNull();
    expect(readNotice({ notice: "toString" }, catalogue)).toBeNull();
    expect(readNotice({}, catalogue)).toBeNull();
    expect(noticeCode({ notice: ["saved", "moved"] }, catalogue)).toBe("saved");
  });

  it("carry lists (positions to close)", () => {
    expect(noticeValues({ close: ["a", "b"] }, "close")).toEqual(["a", "b"]);
    expect(noticeValues({ close: "a" }, "close")).toEqual(["a"]);
    expect(noticeValues({}, "close")).toEqual([]);
  });

  it("are written in place of an earlier one, keeping the page's query and hash", () => {
    expect(
      noticeHref("/admin/applications?status=new&notice=moved&count=3&close=p#x", "invalid"),
    ).toBe("/admin/applications?status=new&notice=invalid#x");
    expect(noticeHref("/admin/mail", "retried", { count: "1", close: ["a", "b"] })).toBe(
      "/admin/mail?notice=retried&count=1&close=a&close=b",
    );
  });
});
