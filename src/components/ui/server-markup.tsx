"use client";

/**
 * A block of markup with nothing interactive inside, which the browser keeps as the server drew
 * it (decision 0041). Hydration walks every element a page has, so a long page of static copy
 * cost a phone's main thread tens of milliseconds to confirm markup that needs nothing from
 * React. While hydrating, this block tells React to leave its inside alone (an element whose
 * inner HTML React does not manage), so none of it is walked. Mounted after the first load (a
 * client-side navigation) there is no server HTML to keep, and it renders its children as any
 * element would.
 *
 * Only for markup without islands: a client component inside would stay dead. The public
 * site's links are plain `<a>` elements handled by one listener (link-navigator.tsx), so they
 * keep working inside.
 */
import { useState, type HTMLAttributes, type Ref } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * As `dangerouslySetInnerHTML`, with `suppressHydrationWarning`: React leaves the inside of the
 * element alone while hydrating (and never sets it, as the value does not change).
 */
export const KEEP_SERVER_HTML = { __html: "" };

/**
 * True on the server and while React hydrates the server's HTML; false for a block mounted
 * later (a client-side navigation). Kept from the first render, so a block that kept the
 * server's HTML keeps it.
 */
export function useKeptServerHtml(): boolean {
  const [kept] = useState(!useHydrated());
  return kept;
}

type Props = HTMLAttributes<HTMLDivElement> & {
  "data-section"?: string;
  ref?: Ref<HTMLDivElement>;
};

export function ServerMarkup({ children, ...props }: Props) {
  if (useKeptServerHtml() && typeof window !== "undefined") {
    return <div {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <div {...props}>{children}</div>;
}
