// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inAppPath } from "./in-app-link";
import { LinkNavigator } from "./link-navigator";

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const here = new URL("http://localhost:3000/blog1?from=menu");

function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement("a");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("inAppPath", () => {
  it("takes the site's pages, with their query and fragment", () => {
    expect(inAppPath(anchor({ href: "/contact" }), here)).toBe("/contact");
    expect(inAppPath(anchor({ href: "/blog?page=2#list" }), here)).toBe("/blog?page=2#list");
    expect(inAppPath(anchor({ href: "http://localhost:3000/JoinUs" }), here)).toBe("/JoinUs");
    expect(inAppPath(anchor({ href: "#main" }), new URL("http://localhost:3000/"))).toBeNull();
  });

  it("leaves to the browser what the router cannot or should not render", () => {
    const refused: Record<string, string>[] = [
      { href: "https://example.com/contact" },
      { href: "mailto:hello@corvane.example" },
      { href: "tel:+15125550142" },
      { href: "/contact", target: "_blank" },
      { href: "/contact", download: "" },
      { href: "/api/subscribe" },
      { href: "/admin/inbox" },
      { href: "/media/brochure.pdf" },
      { href: "/sitemap.xml" },
      // Only a fragment of the page it is on: the browser scrolls.
      { href: "/blog1?from=menu#comments" },
      {},
    ];
    for (const attributes of refused) {
      expect(inAppPath(anchor(attributes), here), JSON.stringify(attributes)).toBeNull();
    }
  });
});

describe("LinkNavigator", () => {
  beforeEach(() => {
    router.push.mockReset();
    router.prefetch.mockReset();
  });
  afterEach(cleanup);

  function page() {
    return render(
      <>
        <LinkNavigator />
        <a href="/contact">
          <span>Contact</span>
        </a>
        <a href="https://example.com/">Elsewhere</a>
        <a href="/services" onClick={(event) => event.preventDefault()}>
          Handled
        </a>
      </>,
    );
  }

  it("navigates in the app on a plain click, from the link or anything inside it", () => {
    const { getByText } = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    getByText("Contact").dispatchEvent(click);
    expect(router.push).toHaveBeenCalledWith("/contact");
    expect(click.defaultPrevented).toBe(true);
  });

  it("leaves modified clicks, other sites and clicks a handler took to the browser", () => {
    const { getByText } = page();
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"]) {
      fireEvent.click(getByText("Contact"), { [modifier]: true });
    }
    fireEvent.click(getByText("Contact"), { button: 1 });
    fireEvent.click(getByText("Elsewhere"));
    fireEvent.click(getByText("Handled"));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("fetches a page ahead once, when the visitor points at, focuses or touches its link", () => {
    const { getByText } = page();
    fireEvent.pointerOver(getByText("Contact"));
    fireEvent.focusIn(getByText("Contact"));
    fireEvent.touchStart(getByText("Contact"));
    fireEvent.pointerOver(getByText("Elsewhere"));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith("/contact");
  });
});
