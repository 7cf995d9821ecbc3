"use client";

import type { ReactNode } from "react";
import { inputClass, labelClass } from "@/components/workspace/form-controls";

/**
 * A picture's alt text and its "decorative" box, as the upload form and an item's details form
 * both ask for them: ticking the box leaves the alt text out (the details form keeps it
 * readable but locked, the upload form disables it).
 */
export function AltTextFields({
  id,
  rows,
  defaultValue,
  decorative,
  onDecorative,
  lockedAs,
  describedBy,
  error,
  decorativeLabel,
}: {
  id: string;
  rows: number;
  defaultValue: string | undefined;
  decorative: boolean;
  onDecorative: (decorative: boolean) => void;
  /** How the alt text is locked while the picture is decorative. */
  lockedAs: "readOnly" | "disabled";
  /** Another element that explains the field (a form's message). */
  describedBy?: string;
  /** The field's own refusal, drawn under its hint. */
  error?: string | null;
  decorativeLabel: ReactNode;
}) {
  const errorId = `${id}-alt-error`;
  const extra = error ? errorId : describedBy;
  return (
    <>
      <div>
        <label htmlFor={`${id}-alt`} className={labelClass}>
          Alt text
        </label>
        <textarea
          id={`${id}-alt`}
          name="alt"
          rows={rows}
          maxLength={250}
          defaultValue={defaultValue}
          readOnly={lockedAs === "readOnly" && decorative}
          disabled={lockedAs === "disabled" && decorative}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-alt-hint${extra ? ` ${extra}` : ""}`}
          className={`${inputClass}${lockedAs === "readOnly" && decorative ? " bg-ink-100" : ""}`}
        />
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-ink-700">
          What the picture shows, for people who cannot see it (up to 250 characters).
        </p>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={`${id}-decorative`}
          name="decorative"
          type="checkbox"
          checked={decorative}
          onChange={(event) => onDecorative(event.target.checked)}
          className="size-5"
        />
        <label htmlFor={`${id}-decorative`}>{decorativeLabel}</label>
      </div>
    </>
  );
}
