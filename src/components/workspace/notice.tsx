import type { ReactNode } from "react";
import type { NoticeMessage } from "@/lib/notice";

/**
 * How a notice sits on its page, as each screen drew it before they shared one component: a
 * form's answer (small, bordered), a record's last change (bordered, body text), or a page's
 * banner (tinted, no border).
 */
const LOOKS = {
  form: {
    box: "rounded-lg border bg-white px-4 py-3 text-sm",
    error: "border-signal-600 text-signal-600",
    notice: "border-accent-700 text-ink-900",
  },
  record: {
    box: "rounded-lg border bg-white px-4 py-3",
    error: "border-signal-600 text-signal-600",
    notice: "border-ink-300 text-ink-900",
  },
  banner: { box: "rounded-xl bg-accent-300/30 px-4 py-3", error: "", notice: "" },
} as const;

export type NoticeLook = keyof typeof LOOKS;

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
  look = "form",
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
  look?: NoticeLook;
  children?: ReactNode;
}) {
  const place = className ? `${className} ` : "";
  if (!message) {
    return persistent ? <p role="status" id={id} className={`${place}empty:hidden`} /> : null;
  }
  const role = message.tone === "error" ? "alert" : "status";
  const colours = LOOKS[look][message.tone];
  const box = `${place}${LOOKS[look].box}`;
  if (!children) {
    return (
      <p role={role} id={id} className={[box, "font-semibold", colours].filter(Boolean).join(" ")}>
        {message.text}
      </p>
    );
  }
  return (
    <div role={role} id={id} className={[box, colours].filter(Boolean).join(" ")}>
      <p className="font-semibold">{message.text}</p>
      {children}
    </div>
  );
}
