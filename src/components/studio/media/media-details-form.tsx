"use client";

import { useActionState, useId, useState, type MouseEvent } from "react";
import { inputClass, labelClass, submitButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { stateMessage, type FormState } from "@/lib/action-state";
import { AltTextFields } from "./alt-text-fields";

/**
 * Describes one item of the library: alt text or decorative, the focal point (typed, or set by
 * clicking the picture), and a note. Works before any script has loaded; what was typed stays
 * on a refusal.
 */
export function MediaDetailsForm({
  action,
  item,
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  item: {
    id: string;
    kind: "image" | "video";
    alt: string;
    decorative: boolean;
    focalX: number;
    focalY: number;
    note: string;
    preview: string;
    width: number;
    height: number;
  };
}) {
  const id = useId();
  const [state, formAction, pending] = useActionState(action, {
    values: {
      id: item.id,
      alt: item.alt,
      decorative: item.decorative ? "on" : "",
      focalX: String(item.focalX),
      focalY: String(item.focalY),
      note: item.note,
    },
    error: null,
    notice: null,
  });
  const [decorative, setDecorative] = useState(state.values.decorative === "on");
  const [focal, setFocal] = useState({
    x: state.values.focalX ?? "50",
    y: state.values.focalY ?? "50",
  });
  const messageId = `${id}-message`;

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => String(Math.min(100, Math.max(0, Math.round(value))));
    setFocal({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  }

  const x = Number(focal.x);
  const y = Number(focal.y);
  const markerShown = Number.isFinite(x) && Number.isFinite(y);

  return (
    <form
      action={formAction}
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      noValidate
    >
      <div className="space-y-2">
        <button
          type="button"
          onClick={pick}
          className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-ink-100"
          aria-describedby={`${id}-focal-hint`}
          aria-label="Set the focal point where you click on the picture"
        >
          {/* The studio shows the stored file itself; the public site draws it with MediaImage. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={item.preview}
            alt=""
            width={item.width}
            height={item.height}
            className="block h-auto w-full"
          />
          {markerShown ? (
            <span
              aria-hidden="true"
              className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_#111]"
              style={{ left: `${x}%`, top: `${y}%` }}
            />
          ) : null}
        </button>
        <p id={`${id}-focal-hint`} className="text-sm text-ink-700">
          Where a crop keeps the subject: click the subject, or type the percentages.
        </p>
      </div>
      <div className="space-y-4">
        <Notice id={messageId} message={stateMessage(state)} />
        <input type="hidden" name="id" value={item.id} />
        <AltTextFields
          id={id}
          rows={3}
          defaultValue={state.values.alt}
          decorative={decorative}
          onDecorative={setDecorative}
          lockedAs="readOnly"
          describedBy={state.error ? messageId : undefined}
          decorativeLabel="Decorative (no alt text)"
        />
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className={labelClass}>Focal point (percent)</legend>
          <div>
            <label htmlFor={`${id}-x`} className="text-sm">
              From the left
            </label>
            <input
              id={`${id}-x`}
              name="focalX"
              inputMode="numeric"
              value={focal.x}
              onChange={(event) => setFocal({ ...focal, x: event.target.value })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-y`} className="text-sm">
              From the top
            </label>
            <input
              id={`${id}-y`}
              name="focalY"
              inputMode="numeric"
              value={focal.y}
              onChange={(event) => setFocal({ ...focal, y: event.target.value })}
              className={inputClass}
            />
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-note`} className={labelClass}>
            Note for the team
          </label>
          <input
            id={`${id}-note`}
            name="note"
            maxLength={500}
            defaultValue={state.values.note}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={pending} className={submitButtonClass}>
          Save
        </button>
      </div>
    </form>
  );
}
