import { describe, expect, it } from "vitest";
import { aboutPage } from "@tests/support/fixtures/about-page";
import { compareDocuments, humanize, readable, wordDiff, type WordDiffPart } from "./compare";

type Doc = {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
  canonicalPath?: string;
  socialImage?: string;
  sections: Record<string, unknown>[];
};

/**
 * The sample page with a stats band after its call to action: sections 1 to 5 are the hero, the
 * card grid, the prose, the call to action and the stats band.
 */
const page = (): Doc => {
  const about = aboutPage();
  const stats = { type: "statsBand", stats: [{ value: 120, label: "People" }] };
  return { ...about, sections: [...about.sections, stats] };
};

const summary = (before: unknown, after: unknown) =>
  compareDocuments(before, after).map((change) => `${change.kind}: ${change.label}`);

describe("compareDocuments", () => {
  it("lists nothing for identical documents, whatever the order of their keys", () => {
    expect(compareDocuments(page(), page())).toEqual([]);
    const reordered = page();
    reordered.sections[0] = { lead: "We build software.", heading: "About", type: "hero" };
    expect(compareDocuments(page(), reordered)).toEqual([]);
  });

  it("reports a typo fixed in the hero heading with its old and new text", () => {
    const before = page();
    before.sections[0]!.heading = "Abuot";
    expect(compareDocuments(before, page(), { sectionLabel: () => "Hero" })).toEqual([
      {
        path: ["sections", 0, "heading"],
        label: "Section 1 (Hero) › Heading",
        kind: "changed",
        before: "Abuot",
        after: "About",
      },
    ]);
  });

  it("reports a card added to a card grid, and an edited card field by its 1-based index", () => {
    const after = page();
    const cards = after.sections[1]!.cards as { title: string; text: string }[];
    cards[0]!.title = "Senior teams only";
    cards.push({ title: "Security", text: "Keeping systems safe." });
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["sections", 1, "cards", 0, "title"],
        label: "Section 2 (Card grid) › Cards › 1 › Title",
        kind: "changed",
        before: "Senior teams",
        after: "Senior teams only",
      },
      {
        path: ["sections", 1, "cards", 2],
        label: "Section 2 (Card grid) › Cards › 3",
        kind: "added",
        after: "Title: Security\nText: Keeping systems safe.",
      },
    ]);
  });

  it("reports a removed card", () => {
    const after = page();
    (after.sections[1]!.cards as unknown[]).pop();
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["sections", 1, "cards", 1],
        label: "Section 2 (Card grid) › Cards › 2",
        kind: "removed",
        before: "Title: Plain reporting\nText: Weekly demos.",
      },
    ]);
  });

  it("reports a section inserted in the middle once, without a cascade of changes", () => {
    const after = page();
    const image = { type: "image", image: "office", caption: "Our office" };
    after.sections.splice(2, 0, image);
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["sections", 2],
        label: "Section 3 (Image) added",
        kind: "added",
        after: "Image: office\nCaption: Our office",
      },
    ]);
  });

  it("reports a section removed from the middle once", () => {
    const after = page();
    after.sections.splice(2, 1);
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["sections", 2],
        label: "Section 3 (Prose) removed",
        kind: "removed",
        before: "Paragraphs:\n  First paragraph.",
      },
    ]);
  });

  it("pairs an edited section with its older version while another one is inserted", () => {
    const after = page();
    after.sections[3]!.heading = "Talk to us today";
    after.sections.splice(1, 0, { type: "prose", paragraphs: ["New words."] });
    expect(summary(page(), after)).toEqual([
      "added: Section 2 (Prose) added",
      "changed: Section 5 (Call to action) › Heading",
    ]);
  });

  it("reports a moved section once, at its new position", () => {
    const after = page();
    const [moved] = after.sections.splice(1, 1);
    after.sections.splice(3, 0, moved!);
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["sections", 3],
        label: "Section 4 (Card grid) moved from position 2",
        kind: "changed",
        before: "Position 2",
        after: "Position 4",
      },
    ]);
  });

  it("reads noindex toggled on, off and set for the first time", () => {
    const off = { ...page(), noindex: false };
    const on = { ...page(), noindex: true };
    expect(compareDocuments(off, on)).toEqual([
      {
        path: ["noindex"],
        label: "Hide from search engines",
        kind: "changed",
        before: "No",
        after: "Yes",
      },
    ]);
    expect(compareDocuments(on, off)[0]).toMatchObject({ before: "Yes", after: "No" });
    expect(compareDocuments(page(), on)).toEqual([
      { path: ["noindex"], label: "Hide from search engines", kind: "added", after: "Yes" },
    ]);
  });

  it("shows a changed list of paragraphs as one field, one paragraph per line", () => {
    const after = page();
    after.sections[2]!.paragraphs = ["First paragraph, longer.", "Second.", "And a third."];
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["sections", 2, "paragraphs"],
        label: "Section 3 (Prose) › Paragraphs",
        kind: "changed",
        before: "First paragraph.",
        after: "First paragraph, longer.\nSecond.\nAnd a third.",
      },
    ]);
  });

  it("names page fields, nested fields, numbers and section types readably", () => {
    const after = page();
    after.canonicalPath = "/company";
    after.socialImage = "team";
    after.title = "About Corvane";
    after.sections[3]!.action = { href: "/contact", label: "Contact", newTab: true };
    (after.sections[4]!.stats as { value: number }[])[0]!.value = 140;
    expect(compareDocuments(page(), after)).toEqual([
      {
        path: ["title"],
        label: "Title",
        kind: "changed",
        before: "About us",
        after: "About Corvane",
      },
      { path: ["canonicalPath"], label: "Canonical path", kind: "added", after: "/company" },
      { path: ["socialImage"], label: "Social image", kind: "added", after: "team" },
      {
        path: ["sections", 3, "action", "newTab"],
        label: "Section 4 (Call to action) › Action › Open in a new tab",
        kind: "added",
        after: "Yes",
      },
      {
        path: ["sections", 4, "stats", 0, "value"],
        label: "Section 5 (Stats band) › Stats › 1 › Value",
        kind: "changed",
        before: "120",
        after: "140",
      },
    ]);
  });

  it("uses options.sectionLabel for section names", () => {
    const after = page();
    after.sections[1]!.heading = "Our services";
    const labels: Record<string, string> = { cardGrid: "Cards in a grid" };
    const [change] = compareDocuments(page(), after, {
      sectionLabel: (type) => labels[type] ?? "",
    });
    expect(change?.label).toBe("Section 2 (Cards in a grid) › Heading");
  });

  it("copes with documents that are not pages", () => {
    expect(compareDocuments(null, null)).toEqual([]);
    expect(summary(undefined, { title: "New" })).toEqual(["added: Title"]);
  });
});

describe("labels and readable values", () => {
  it("turns keys and types into words", () => {
    expect(humanize("canonicalPath")).toBe("Canonical path");
    expect(humanize("cardGrid")).toBe("Card grid");
    expect(humanize("callToAction")).toBe("Call to action");
    expect(humanize("heroURL")).toBe("Hero URL");
  });

  it("summarises objects and lists", () => {
    expect(readable(true)).toBe("Yes");
    expect(readable(3000)).toBe("3000");
    expect(readable(["a", "b"])).toBe("a\nb");
    expect(readable({ type: "split", heading: "H", background: { image: "x" } })).toBe(
      "Heading: H\nBackground:\n  Image: x",
    );
    expect(readable([{ title: "A", text: "a" }, { title: "B" }])).toBe(
      "1. Title: A\n   Text: a\n2. Title: B",
    );
  });
});

/** Joins the parts a reader of one side sees. */
const side = (parts: WordDiffPart[], hide: WordDiffPart["change"]) =>
  parts
    .filter((part) => part.change !== hide)
    .map((part) => part.text)
    .join("");

/** A deterministic paragraph of `count` words from a small vocabulary. */
function paragraph(count: number, seed: number): string[] {
  const vocabulary =
    "the of and to a in we our for with data cloud team client project build secure fast system people work value service change support model risk plan market".split(
      " ",
    );
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => vocabulary[Math.floor(random() * vocabulary.length)]!);
}

/** The length of the longest common subsequence, by the textbook table. */
function lcsLength(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++) {
      next.push(word === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, next[j]!));
    }
    row = next;
  }
  return row[b.length]!;
}

/** How many words the diff keeps. */
const kept = (parts: WordDiffPart[]) =>
  parts
    .filter((part) => part.change === "same")
    .map((part) => part.text)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("wordDiff", () => {
  it("marks the one word changed in a sentence", () => {
    expect(wordDiff("We build fast software.", "We build reliable software.")).toEqual([
      { text: "We build ", change: "same" },
      { text: "fast ", change: "removed" },
      { text: "reliable ", change: "added" },
      { text: "software.", change: "same" },
    ]);
  });

  it("marks words added at the end and removed at the start", () => {
    expect(wordDiff("Hello big world", "big world again")).toEqual([
      { text: "Hello ", change: "removed" },
      { text: "big world", change: "same" },
      { text: " again", change: "added" },
    ]);
    expect(wordDiff("", "")).toEqual([]);
    expect(wordDiff("", "New text")).toEqual([{ text: "New text", change: "added" }]);
  });

  it("keeps whitespace, so each side can be put back together exactly", () => {
    const before = "One line.\nSecond   line here.";
    const after = "One line.\nSecond line there.\n\nThird.";
    const parts = wordDiff(before, after);
    expect(side(parts, "removed")).toBe(after);
    expect(side(parts, "added")).toBe(before);
    expect(wordDiff("a  b", "a b")).toEqual([
      { text: "a", change: "same" },
      { text: "  ", change: "removed" },
      { text: " ", change: "added" },
      { text: "b", change: "same" },
    ]);
  });

  it("keeps as many words as the longest common subsequence, both sides intact", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const before = paragraph(1 + (seed % 40), seed);
      const after = paragraph(1 + ((seed * 7) % 40), seed * 31 + 1);
      // Every word of a small vocabulary, so that matches are many and ambiguous.
      const parts = wordDiff(before.join(" "), after.join(" "));
      expect(side(parts, "removed")).toBe(after.join(" "));
      expect(side(parts, "added")).toBe(before.join(" "));
      expect(kept(parts)).toBe(lcsLength(before, after));
    }
  });

  it("diffs two 1,500-word paragraphs in under 50 ms", () => {
    const words = paragraph(1500, 7);
    const edited = [...words];
    // About 5% of the words changed, inserted or deleted, spread through the text.
    for (let index = edited.length - 10; index > 0; index -= 37) {
      if (index % 3 === 0) edited[index] = "changed";
      else if (index % 3 === 1) edited.splice(index, 0, "inserted");
      else edited.splice(index, 1);
    }
    const before = words.join(" ");
    const after = edited.join(" ");

    const started = performance.now();
    const parts = wordDiff(before, after);
    const elapsed = performance.now() - started;

    expect(elapsed).toBeLessThan(50);
    expect(side(parts, "removed")).toBe(after);
    expect(side(parts, "added")).toBe(before);
    expect(parts.filter((part) => part.change !== "same").length).toBeGreaterThan(40);
  });

  it("diffs two unrelated 1,500-word paragraphs (the full table) in under 50 ms", () => {
    const before = paragraph(1500, 1).join(" ");
    const after = paragraph(1500, 2).join(" ");
    const started = performance.now();
    const parts = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(50);
    expect(side(parts, "removed")).toBe(after);
    expect(side(parts, "added")).toBe(before);
    expect(kept(parts)).toBe(lcsLength(before.split(" "), after.split(" ")));
  });

  it("replaces the changed middle as a whole beyond the token budget", () => {
    const before = `Start here. ${paragraph(5000, 3).join(" ")} The end.`;
    const after = `Start here. ${paragraph(5000, 4).join(" ")} The end.`;
    const started = performance.now();
    const parts = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(50);
    expect(parts.map((part) => part.change)).toEqual(["same", "removed", "added", "same"]);
    expect(parts[0]!.text).toBe("Start here. ");
    expect(parts[3]!.text).toBe("The end.");
    expect(side(parts, "removed")).toBe(after);
  });
});
