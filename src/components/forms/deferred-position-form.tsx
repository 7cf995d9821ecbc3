"use client";

/**
 * A position's application form (./position-form.tsx), deferred as the site's other forms are
 * (./deferred-form.tsx): the server renders it whole, and its script, libphonenumber-js with
 * it, arrives when it nears the view or is touched. Its own module, so that only the pages
 * that show it (a position, and /thanks showing it again) carry its loader.
 */
import type { ComponentType } from "react";
import { ClientForm } from "./deferred-form";
import type { PositionFormProps } from "./position-form";

/** The form itself, for the server's HTML only: the client build drops this branch. */
const ServerForm: ComponentType<PositionFormProps> | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./position-form") as typeof import("./position-form")).PositionForm
    : null;

const load = () => import("./position-form").then((module) => module.PositionForm);

export function DeferredPositionForm(props: PositionFormProps) {
  if (ServerForm) {
    return (
      <div className="contents">
        <ServerForm {...props} />
      </div>
    );
  }
  return <ClientForm name="position" load={load} props={props} />;
}
