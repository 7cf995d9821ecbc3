import { describe, expect, it } from "vitest";
import { compareDocuments, wordDiff } from "./compare";

const page = () => ({
  path: "/about",
  title: "About us",
  description: "x".repeat(60),
  sections: [
    { type: "hero", heading: "About Corvane", lead: "We build software." },
    { type: "prose", heading: "Story", paragraphs: ["One.", "Two."] },
    { type: "cardGrid", heading: "Offer", layout: "plain", cards: [{ title: "A", text: "a" }] },
  ],
});

describe("compareDocuments", () => {
  it("finds nothing between equal documents", () => {
    expect(compareDocuments(page(), page())).toEqual([]);
  });

  it("names a typo fixed in the hero heading, with old and new text", () => {
    const after = page();
    after.sections[0] = {
      type: "hero",
      heading: "About Corvane Technologies",
      lead: "We build software.",
    };
    expect(compareDocuments(page(), after, { sectionLabel: () => "Hero" })).toEqual([
      {
        path: ["sections", 0, "heading"],
        label: "Section 1 (Hero) › Heading",
        kind: "changed",
        before: "About Corvane",
        after: "About Corvane Technologies",
      },
    ]);
  });

  it("reports a card added to a grid", () => {
    const after = page();
    (after.sections[2] as { cards: unknown[] }).cards.push({ title: "B", text: "b" });
    expect(compareDocuments(page(), after)).toEqual([
      expect.objectContaining({
        label: "Section 3 (Card grid) › Cards › 2",
        kind: "added",
        after: "Title: B\nText: b",
      }),
    ]);
  });

  it("reports a section inserted in the middle once, and one removed once", () => {
    const inserted = page();
    inserted.sections.splice(1, 0, { type: "callToAction", heading: "Talk", text: "Now" } as never);
    expect(compareDocuments(page(), inserted).map((c) => [c.label, c.kind])).toEqual([
      ["Section 2 (Call to action) added", "added"],
    ]);
    const removed = page();
    removed.sections.splice(1, 1);
    expect(compareDocuments(page(), removed).map((c) => [c.label, c.kind])).toEqual([
      ["Section 2 (Prose) removed", "removed"],
    ]);
  });

  it("reads toggles and lists of paragraphs", () => {
    const after = { ...page(), noindex: true };
    (after.sections[1] as { paragraphs: string[] }).paragraphs = ["One.", "Two, longer."];
    expect(compareDocuments(page(), after)).toEqual([
      { path: ["noindex"], label: "Hide from search engines", kind: "added", after: "Yes" },
      {
        path: ["sections", 1, "paragraphs"],
        label: "Section 2 (Prose) › Paragraphs",
        kind: "changed",
        before: "One.\nTwo.",
        after: "One.\nTwo, longer.",
      },
    ]);
  });
});

describe("wordDiff", () => {
  it("marks the one changed word", () => {
    expect(wordDiff("We build fast software.", "We build reliable software.")).toEqual([
      { text: "We build ", change: "same" },
      { text: "fast ", change: "removed" },
      { text: "reliable ", change: "added" },
      { text: "software.", change: "same" },
    ]);
  });

  it("diffs two 1,500-word paragraphs within 50 ms", () => {
    const words = Array.from({ length: 1500 }, (_, i) => `word${i % 97}`);
    const before = words.join(" ");
    const after = words.map((w, i) => (i % 100 === 0 ? `${w}x` : w)).join(" ");
    const started = performance.now();
    const parts = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(50);
    expect(parts.filter((p) => p.change === "added")).toHaveLength(15);
  });
});
