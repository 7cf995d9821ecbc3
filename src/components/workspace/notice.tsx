import type { ReactNode } from "react";
import type { NoticeMessage } from "@/lib/notice";

/**
 * The workspace's one notice: what the last action did, from a form's answer or from the
 * address an action sent the person back to (@/lib/notice). An error is an alert, read out at
 * once; anything else a status. `id` lets fields point at an error with aria-describedby;
 * `children` follow the text (a form to act on it).
 */
export function Notice({
  message,
  id,
  className,
  persistent = false,
  look = "box",
  children,
}: {
  message: (Omit<NoticeMessage, "text"> & { text: ReactNode }) | null;
  id?: string;
  /** Extra classes for its place on the page (margins, width). */
  className?: string;
  /**
   * With no message, keep an empty status in place (hidden), so a screen reader announces the
   * text that appears in it: for a page's own notice, which a redirect fills in.
   */
  persistent?: boolean;
  /**
   * "box": bordered, in the tone's colour. "banner": the media library's tinted band, kept for
   * its page's look (a notice only).
   */
  look?: "box" | "banner";
  children?: ReactNode;
}) {
  const place = className ? `${className} ` : "";
  if (!message) {
    return persistent ? <p role="status" id={id} className={`${place}empty:hidden`} /> : null;
  }
  const role = message.tone === "error" ? "alert" : "status";
  if (look === "banner" && !children) {
    return (
      <p
        role={role}
        id={id}
        className={`${place}rounded-xl bg-accent-300/30 px-4 py-3 font-semibold`}
      >
        {message.text}
      </p>
    );
  }
  const colours =
    message.tone === "error"
      ? "border-signal-600 text-signal-600"
      : "border-accent-700 text-ink-900";
  const box = `${place}rounded-lg border bg-white px-4 py-3 text-sm`;
  if (!children) {
    return (
      <p role={role} id={id} className={`${box} font-semibold ${colours}`}>
        {message.text}
      </p>
    );
  }
  return (
    <div role={role} id={id} className={`${box} ${colours}`}>
      <p className="font-semibold">{message.text}</p>
      {children}
    </div>
  );
}
