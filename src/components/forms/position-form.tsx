"use client";

/**
 * The résumé form applying to an open position (issues 38 and 48): the spec's fields without
 * "I am a" (someone applying to a job seeks one), and a phone that takes any international
 * number: a country picker that starts at the position's country, and the number as the
 * applicant dials it, or with + and its own country code. It is checked by the schema the
 * server checks it with (src/lib/forms/position-schema.ts) and stored in E.164.
 *
 * libphonenumber-js (its `min` metadata, about 19 kB compressed) comes with this module: the
 * form's script, fetched when the form nears the view (./deferred-form.tsx), not with the page.
 */
import { useMemo } from "react";
import { PHONE_COUNTRY_FIELD, PHONE_FIELD, PHONE_MAX_CHARACTERS } from "@/lib/forms/application";
import { phoneCountryFor, phoneCountryOptions } from "@/lib/forms/phone";
import {
  ResumeForm,
  type PositionPhone,
  type ResumeFormProps,
  type ResumePosition,
} from "./resume-form";

let schema: Promise<
  (typeof import("@/lib/forms/position-schema"))["positionApplicationSchema"]
> | null = null;

/** The position form's schema, fetched once (a failure is tried again on the next call). */
function loadSchema() {
  schema ??= import("@/lib/forms/position-schema").then(
    (module) => module.positionApplicationSchema,
    (error: unknown) => {
      schema = null;
      throw error;
    },
  );
  return schema;
}

function positionPhone(country: string | undefined): PositionPhone {
  return {
    row: {
      columns: "sm:grid-cols-[minmax(0,16rem)_1fr]",
      fields: [
        {
          name: PHONE_COUNTRY_FIELD,
          label: "Country",
          kind: "select",
          prompt: "Select a country",
          options: phoneCountryOptions(),
        },
        {
          name: PHONE_FIELD,
          label: "Mobile number",
          kind: "input",
          attrs: {
            type: "tel",
            autoComplete: "tel",
            maxLength: PHONE_MAX_CHARACTERS,
            placeholder: "Your number, or + and its country code",
          },
        },
      ],
    },
    empty: { [PHONE_COUNTRY_FIELD]: phoneCountryFor(country), [PHONE_FIELD]: "" },
    schema: loadSchema as PositionPhone["schema"],
  };
}

export interface PositionFormProps extends ResumeFormProps {
  position: ResumePosition;
}

export function PositionForm({ position, ...props }: PositionFormProps) {
  const phone = useMemo(() => positionPhone(position.country), [position.country]);
  return <ResumeForm {...props} position={position} phone={phone} />;
}
