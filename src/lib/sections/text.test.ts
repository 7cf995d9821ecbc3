import { describe, expect, it } from "vitest";
import { collapseText, ELLIPSIS, excerpt } from "./text";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("collapseText (100-character card collapse)", () => {
  it("keeps text of up to 100 characters whole, with nothing to expand", () => {
    expect(collapseText("a".repeat(100))).toEqual({ text: "a".repeat(100), truncated: false });
    expect(collapseText("Short text.")).toEqual({ text: "Short text.", truncated: false });
  });

  it("shows the first 100 characters followed by an ellipsis", () => {
    const text = "b".repeat(101);
    const cut = collapseText(text);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe(`${"b".repeat(100)}${ELLIPSIS}`);
  });

  it("does not leave a space before the ellipsis", () => {
    const text = `${"c".repeat(99)} and more words after the limit`;
    expect(collapseText(text).text).toBe(`${"c".repeat(99)}${ELLIPSIS}`);
  });

  it("honours another limit", () => {
    expect(collapseText("abcdef", 3).text).toBe(`abc${ELLIPSIS}`);
  });
});

describe("excerpt (200-character blog excerpt)", () => {
  it("keeps text of up to 200 characters whole", () => {
    const text = "x".repeat(200);
    expect(excerpt(text)).toEqual({ text, truncated: false });
  });

  it("cuts on a word boundary, never splitting a word, with an ellipsis", () => {
    const text = words(60);
    const cut = excerpt(text);
    expect(cut.truncated).toBe(true);
    expect(cut.text.endsWith(ELLIPSIS)).toBe(true);
    const body = cut.text.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(200);
    expect(text.startsWith(body)).toBe(true);
    // The next character of the original is the space between two words.
    expect(text[body.length]).toBe(" ");
  });

  it("keeps a word that ends exactly at the limit", () => {
    const text = `${"a".repeat(195)} bcde fghij`; // "bcde" ends at character 200
    expect(excerpt(text).text).toBe(`${"a".repeat(195)} bcde${ELLIPSIS}`);
  });

  it("drops a word that crosses the limit", () => {
    const text = `${"a".repeat(195)} bcdefgh`; // the word crosses 200
    expect(excerpt(text).text).toBe(`${"a".repeat(195)}${ELLIPSIS}`);
  });

  it("drops trailing punctuation before the ellipsis and collapses whitespace", () => {
    const text = `${"a".repeat(190)},\n   next words follow here`;
    expect(excerpt(text).text).toBe(`${"a".repeat(190)}, next${ELLIPSIS}`);
    expect(excerpt(`${"a".repeat(196)}, bb ccc`).text).toBe(`${"a".repeat(196)}, bb${ELLIPSIS}`);
    expect(excerpt(`${"a".repeat(198)}, ccc`).text).toBe(`${"a".repeat(198)}${ELLIPSIS}`);
  });

  it("cuts a single over-long word hard", () => {
    expect(excerpt("z".repeat(250)).text).toBe(`${"z".repeat(200)}${ELLIPSIS}`);
  });
});
