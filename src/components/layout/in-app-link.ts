/**
 * Which clicks on a plain `<a>` of the public site the App Router takes over (a client-side
 * navigation, as next/link would), and which the browser keeps (decision 0035).
 */

/** What of a click the decision needs (a MouseEvent has all of it). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The path (with query and fragment) to navigate to in the app, or null when the browser
 * should follow the link itself: another site or scheme, a new tab or window, a download, a
 * file or an API route, or a jump within the page it is on.
 */
export function inAppPath(anchor: HTMLAnchorElement, current: Location | URL): string | null {
  if (!anchor.hasAttribute("href") || anchor.hasAttribute("download")) return null;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  // Route handlers and static files are not pages: the router cannot render them.
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/admin")) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // The same page with only a fragment: the browser scrolls, nothing to load.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A plain left click, not handled by anyone else: a modifier key means a new tab or window. */
export function isPlainClick(click: LinkClick): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey
  );
}
