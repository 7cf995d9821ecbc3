import type { ReactNode } from "react";
import { ArrowRight } from "./icons";

export type Action = { href: string; label: string; newTab?: boolean };

/**
 * A call-to-action link. Internal paths navigate in the app (components/layout/
 * link-navigator.tsx); new tabs are announced and get rel=noopener.
 */
export function ActionLink({
  action,
  className,
  arrow = true,
  children,
}: {
  action: Action;
  className: string;
  arrow?: boolean;
  children?: ReactNode;
}) {
  const content = (
    <>
      {children ?? action.label}
      {arrow ? (
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      ) : null}
      {action.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </>
  );
  const tab = action.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <a href={action.href} className={`group ${className}`} {...tab}>
      {content}
    </a>
  );
}
