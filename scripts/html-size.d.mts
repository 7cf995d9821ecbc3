// Types of scripts/html-size.mjs for the TypeScript tests that use it.
export interface StylesheetCopies {
  /** The sheet's file, as the document names it. */
  href: string;
  /** In a `<style>` (experimental.inlineCss), or linked. */
  inlined: boolean;
  bytes: number;
  /** How many times the document carries the sheet's text. */
  copies: number;
}
export function htmlSizes(html: string): { bytes: number; gzipBytes: number };
export function inlinedSheets(html: string): string[];
export function linkedSheets(html: string): string[];
export function sheetProbe(text: string, length?: number): string | null;
export function copiesIn(html: string, text: string): number;
export function stylesheetCopies(
  html: string,
  readSheet: (href: string) => string | Uint8Array | Promise<string | Uint8Array>,
): Promise<StylesheetCopies[]>;
