import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Notice } from "./notice";

describe("the workspace notice", () => {
  it("announces an error as an alert and anything else as a status", () => {
    expect(renderToStaticMarkup(<Notice message={{ tone: "error", text: "No." }} id="m" />)).toBe(
      '<p role="alert" id="m" class="rounded-lg border bg-white px-4 py-3 text-sm font-semibold border-signal-600 text-signal-600">No.</p>',
    );
    expect(
      renderToStaticMarkup(
        <Notice message={{ tone: "notice", text: "Saved." }} className="mt-4" />,
      ),
    ).toBe(
      '<p role="status" class="mt-4 rounded-lg border bg-white px-4 py-3 text-sm font-semibold border-accent-700 text-ink-900">Saved.</p>',
    );
  });

  it("keeps an empty, hidden status in place when asked, so the text that appears later is read out", () => {
    expect(renderToStaticMarkup(<Notice message={null} className="mb-6" persistent />)).toBe(
      '<p role="status" class="mb-6 empty:hidden"></p>',
    );
    expect(renderToStaticMarkup(<Notice message={null} />)).toBe("");
  });

  it("puts what follows the text (a form to act on it) inside the same region", () => {
    const markup = renderToStaticMarkup(
      <Notice message={{ tone: "notice", text: "Moved 1." }}>
        <button type="submit">Close</button>
      </Notice>,
    );
    expect(markup).toMatch(
      /^<div role="status"[^>]*><p class="font-semibold">Moved 1\.<\/p><button/,
    );
  });

  it("draws the media library's tinted band when asked, and keeps it in place while empty", () => {
    expect(
      renderToStaticMarkup(
        <Notice message={{ tone: "notice", text: "Deleted “a”." }} look="banner" persistent />,
      ),
    ).toBe(
      '<p role="status" class="rounded-xl bg-accent-300/30 px-4 py-3 font-semibold">Deleted “a”.</p>',
    );
    expect(renderToStaticMarkup(<Notice message={null} look="banner" persistent />)).toBe(
      '<p role="status" class="empty:hidden"></p>',
    );
  });
});
