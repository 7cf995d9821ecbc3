/**
 * Text cuts used by the cards: the expandable cards' 100-character collapse and the blog
 * listing's 200-character excerpt.
 */
import { BLOG_EXCERPT_CHARS, CARD_COLLAPSE_CHARS } from "./behaviour";

export const ELLIPSIS = "\u2026";

export type Cut = { text: string; truncated: boolean };

/**
 * The collapsed form of a card's text: its first `limit` characters followed by an ellipsis
 * (spec section 4). Text that fits is returned whole, with nothing to expand.
 */
export function collapseText(text: string, limit: number = CARD_COLLAPSE_CHARS): Cut {
  const clean = text.trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  return { text: `${clean.slice(0, limit).trimEnd()}${ELLIPSIS}`, truncated: true };
}

/**
 * An excerpt of at most `limit` characters (ellipsis not counted), cut on a word boundary so
 * no word is split, with trailing punctuation dropped before the ellipsis. A first word longer
 * than the limit is cut hard.
 */
export function excerpt(text: string, limit: number = BLOG_EXCERPT_CHARS): Cut {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return { text: clean, truncated: false };
  // The character just past the limit tells whether the limit falls between two words.
  const head = clean.slice(0, limit + 1);
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, limit);
  return { text: `${cut.replace(/[\s,;:.!?\-\u2013\u2014]+$/, "")}${ELLIPSIS}`, truncated: true };
}
