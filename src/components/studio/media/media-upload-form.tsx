"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { labelClass, submitButtonClass } from "@/components/workspace/form-controls";
import { Notice } from "@/components/workspace/notice";
import { AltTextFields } from "./alt-text-fields";

/**
 * The library's upload form. It posts to /api/media; with script the answer comes back as
 * JSON and a refusal shows beside the field it concerns, the file and the words typed staying
 * where they are. Without script the server sends the browser back to the library with the
 * outcome (and the alt text) in the address.
 */
export function MediaUploadForm({
  initialAlt = "",
  initialDecorative = false,
  initialError = null,
  maxMegabytes,
}: {
  initialAlt?: string;
  initialDecorative?: boolean;
  initialError?: string | null;
  maxMegabytes: number;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [decorative, setDecorative] = useState(initialDecorative);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ field: "file" | "alt" | null; message: string } | null>(
    initialError ? { field: null, message: initialError } : null,
  );
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setPending(true);
    setProblem(null);
    setDone(null);
    try {
      const response = await fetch("/api/media", {
        method: "POST",
        body: new FormData(element),
        headers: { accept: "application/json" },
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        message?: string;
        notice?: string | null;
        field?: "file" | "alt" | null;
        error?: string;
      };
      if (response.ok && body.id) {
        element.reset();
        setDecorative(false);
        setDone([body.message, body.notice].filter(Boolean).join(" "));
        // The library opens at its first page, where the new picture is. (A plain navigation:
        // the app router's refresh would pull its client code into the workspace's bundle,
        // and Next.js then splits the framework's chunks differently for public pages too.)
        const params = new URLSearchParams({ uploaded: body.id });
        if (body.notice) params.set("notice", body.notice);
        window.location.assign(new URL(`/admin/media?${params.toString()}`, window.location.href));
      } else {
        setProblem({
          field: body.field ?? null,
          message: body.error ?? `The upload failed (HTTP ${response.status}). Try again.`,
        });
      }
    } catch {
      setProblem({
        field: null,
        message: "The upload did not reach the server. Check the connection and try again.",
      });
    } finally {
      setPending(false);
    }
  }

  const fileError = problem?.field === "file" ? problem.message : null;
  const altError = problem?.field === "alt" ? problem.message : null;
  const formError = problem && !problem.field ? problem.message : null;

  return (
    <form
      ref={form}
      action="/api/media"
      method="post"
      encType="multipart/form-data"
      onSubmit={submit}
      className="space-y-4"
      noValidate
    >
      <Notice message={formError ? { tone: "error", text: formError } : null} />
      <div aria-live="polite" className="empty:hidden">
        <Notice message={done ? { tone: "notice", text: done } : null} />
      </div>
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          Picture
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ""}`}
          className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-ink-700 file:bg-white file:px-3 file:font-semibold"
        />
        <p id={`${id}-file-hint`} className="mt-1 text-sm text-ink-700">
          JPEG, PNG, WebP or AVIF, at most {maxMegabytes} MB and 40 megapixels. Location and camera
          details are removed; widths for phones and desktops are made at once.
        </p>
        {fileError ? (
          <p id={`${id}-file-error`} className="mt-1 text-sm font-semibold text-red-800">
            {fileError}
          </p>
        ) : null}
      </div>
      <AltTextFields
        id={id}
        rows={2}
        defaultValue={initialAlt}
        decorative={decorative}
        onDecorative={setDecorative}
        lockedAs="disabled"
        error={altError}
        decorativeLabel="Decorative: it adds nothing a reader would miss (no alt text)"
      />
      <button type="submit" disabled={pending} className={submitButtonClass}>
        {pending ? "Uploading…" : "Upload"}
      </button>
    </form>
  );
}
