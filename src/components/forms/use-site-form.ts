"use client";

/**
 * The one way the site's forms work (docs/decisions/0014-forms-without-javascript.md).
 *
 * Each form is a real `<form method="post" action="/api/…">`, so without JavaScript the
 * browser posts it and the server answers with a redirect to /thanks. Once the script runs,
 * this hook takes over the submit: it checks the values with the form's shared zod schema,
 * shows the messages in the schema's (the spec's) order and focuses the first, posts to the
 * same endpoint with the anti-abuse fields, and settles on an outcome.
 *
 * The schemas (with zod) and the toasts (Sonner) are not part of the page's scripts: they
 * load when the visitor first touches the form (focus, pointer, input), and a submit waits
 * for them if they have not arrived yet (docs/decisions/0034-client-javascript-budget.md).
 */
import { useCallback, useEffect, useReducer, useRef, type FormEvent, type RefObject } from "react";
import type { z } from "zod";
import { prepareToasts, showToast } from "@/components/ui/toaster";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/lib/forms/bot-fields";
import { fieldErrors, type FieldErrors } from "@/lib/forms/errors";
import { SOURCE_PAGE_FIELD } from "@/lib/forms/source-page";
import { retryLaterMessage } from "@/lib/forms/retry-later";
import type { FormSchemas } from "@/lib/forms/schemas";
import { FORM_ACTIONS, type PostedForm } from "@/lib/forms/thanks";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * How the last submit ended: refused by the checks, accepted, refused by the server
 * ("failure"), or not answered at all ("error": the network or the script failed).
 */
export type Outcome = "invalid" | "success" | "failure" | "error";

export interface SiteFormState<V> {
  values: V;
  errors: FieldErrors;
  /** The last submit's outcome; it stays while the next one is sending. */
  outcome: Outcome | null;
  submitting: boolean;
  /**
   * Beside a failure, what to do when the server could not take the form just now (a 503):
   * try again later, the values are kept. Null otherwise.
   */
  retryLater: string | null;
}

type Action<V> =
  | { type: "edit"; name: keyof V; value: V[keyof V] }
  | { type: "invalid"; errors: FieldErrors }
  | { type: "send" }
  | { type: "sent"; values: V }
  | {
      type: "refused";
      outcome: "failure" | "error";
      errors?: FieldErrors | undefined;
      retryLater?: string | undefined;
    }
  | { type: "expire" };

export function siteFormReducer<V>(state: SiteFormState<V>, action: Action<V>): SiteFormState<V> {
  switch (action.type) {
    case "edit": {
      const values = { ...state.values, [action.name]: action.value };
      const name = String(action.name);
      if (!(name in state.errors)) return { ...state, values };
      // Editing a field answers its message.
      const errors = { ...state.errors };
      delete errors[name];
      return { ...state, values, errors };
    }
    case "invalid":
      return { ...state, errors: action.errors, outcome: "invalid", submitting: false };
    case "send":
      return { ...state, errors: {}, submitting: true, retryLater: null };
    case "sent":
      return { ...state, values: action.values, outcome: "success", submitting: false };
    case "refused":
      return {
        ...state,
        errors: action.errors ?? state.errors,
        outcome: action.outcome,
        submitting: false,
        retryLater: action.retryLater ?? null,
      };
    case "expire":
      return { ...state, outcome: null };
  }
}

/** What a form's shared schema makes of its values. */
export type FormOutput<F extends PostedForm> = z.output<FormSchemas[F]>;

let schemas: FormSchemas | null = null;

/**
 * The schemas module, fetched on the first touch of any form; once it is here, a submit
 * checks at once, without waiting a turn.
 */
export function loadFormSchemas(): Promise<FormSchemas> {
  if (schemas) return Promise.resolve(schemas);
  return import("@/lib/forms/schemas").then((module) => (schemas = module.formSchemas));
}

export interface SiteFormOptions<
  V extends Record<string, unknown>,
  F extends PostedForm,
  D = FormOutput<F>,
> {
  /** The form as /thanks knows it; picks the endpoint and the shared schema. */
  form: F;
  /**
   * Fetches the schema to check with, when it is not the form's own (an application to a
   * position, issue 48, posts to the same endpoint with other fields). It is fetched on the
   * first touch as the form's own is; a failure is the caller's to let be tried again.
   */
  schema?: () => Promise<z.ZodType<D>>;
  empty: V;
  /** Values and messages to show again (the no-JavaScript error page). */
  initialValues?: Partial<NoInfer<V>> | undefined;
  initialErrors?: FieldErrors | undefined;
  /**
   * Field names in the spec's order: the first with a message takes the focus. Without it
   * the focus stays put (the footer's one-field form keeps it on its button).
   */
  focusOrder?: readonly string[];
  /** What the schema is given, when the values are not it as they stand. */
  toInput?: (values: V) => unknown;
  /**
   * Checks of fields the shared schema does not know (a position's screening questions,
   * issue 38): their messages join the schema's, and any of them stops the submit. It may
   * fetch its code first, as the schema does; if that fails, nothing is sent.
   */
  check?: (values: V) => FieldErrors | Promise<FieldErrors>;
  /** What is posted, when the checked data is not it as it stands. */
  toPayload?: (data: D, values: V) => Record<string, unknown>;
  /** "multipart" posts FormData (files); "json" posts a JSON object. */
  encoding?: "json" | "multipart";
  /**
   * Whether the browser's own checks stay on once the script runs (the contact form keeps
   * its `required` checks; the others show the spec's messages instead).
   */
  keepBrowserChecks?: boolean;
  /** How long the success stays, when it should not stay until the next submit. */
  successMs?: number | undefined;
  toasts?: { success: string; failure: string } | undefined;
}

export interface SiteForm<V> extends SiteFormState<V> {
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Spread on the `<form>`: the no-JavaScript post and the scripted submit. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    action: string;
    method: "post";
    encType?: "multipart/form-data";
    noValidate: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    "aria-busy": boolean;
    "data-hydrated": "true" | undefined;
    /** The first touch fetches the schemas and the toasts. */
    onFocus: () => void;
    onPointerDown: () => void;
    onInput: () => void;
  };
}

/**
 * Milliseconds since the form appeared: the server refuses forms filled faster than a person
 * can. `sincePageOpened` backdates the start to the page's opening, for a visitor who began
 * typing before the form's script arrived.
 */
function useFillClock(): { elapsed: () => number; sincePageOpened: () => void } {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  const elapsed = useCallback(
    () => (shownAt.current === null ? 0 : Math.round(performance.now() - shownAt.current)),
    [],
  );
  const sincePageOpened = useCallback(() => {
    shownAt.current = 0;
  }, []);
  return { elapsed, sincePageOpened };
}

/**
 * What the visitor put in the fields before the form's script ran (it loads when the form
 * is needed, ./deferred-form.tsx, and a slow network delays any script): React keeps the
 * browser's values in the fields but starts its state from `empty`.
 */
function typedBeforeHydration<V extends Record<string, unknown>>(
  form: HTMLFormElement,
  empty: V,
  values: V,
): Partial<V> {
  const typed: Partial<V> = {};
  for (const name of Object.keys(empty) as (keyof V & string)[]) {
    const control = form.elements.namedItem(name);
    if (!control) continue;
    if (typeof empty[name] === "string") {
      // An input, a textarea, a select, or a group of radio buttons (RadioNodeList).
      const value = (control as { value?: unknown }).value;
      if (typeof value === "string" && value !== "" && value !== values[name])
        typed[name] = value as V[typeof name];
    } else if (
      Array.isArray(empty[name]) &&
      control instanceof HTMLInputElement &&
      control.type === "file" &&
      control.files &&
      control.files.length > 0
    ) {
      typed[name] = [...control.files] as V[typeof name];
    }
  }
  return typed;
}

/** Moves focus to the first field named in `errors`, in the order given. */
function focusFirstError(
  form: HTMLFormElement | null,
  order: readonly string[],
  errors: FieldErrors,
) {
  const first = order.find((name) => errors[name]);
  if (!first || !form) return;
  const control = form.elements.namedItem(first);
  const element =
    typeof RadioNodeList !== "undefined" && control instanceof RadioNodeList
      ? (control[0] as HTMLElement | undefined)
      : (control as HTMLElement | null);
  element?.focus();
}

/**
 * Reads the `errors` a 400 or 413 carries, if the answer has any, and for a 503 (the server
 * cannot take the form just now) what to tell the visitor; its `reason` picks the words.
 */
async function readRefusal(
  response: Response,
): Promise<{ errors?: FieldErrors | undefined; retryLater?: string | undefined }> {
  const body = (await response.json().catch(() => null)) as {
    errors?: FieldErrors;
    reason?: unknown;
  } | null;
  return {
    errors: body?.errors,
    retryLater: response.status === 503 ? retryLaterMessage(body?.reason) : undefined,
  };
}

function encode(
  payload: Record<string, unknown>,
  encoding: "json" | "multipart",
): { body: BodyInit; headers: Record<string, string> } {
  if (encoding === "json") {
    return {
      body: JSON.stringify(payload),
      headers: { "content-type": "application/json", accept: "application/json" },
    };
  }
  const body = new FormData();
  const entries = Object.entries(payload).filter(([, value]) => value !== undefined);
  // Text first, files last, as a browser sends them.
  for (const [name, value] of entries) if (!(value instanceof File)) body.set(name, String(value));
  for (const [name, value] of entries) if (value instanceof File) body.set(name, value, value.name);
  return { body, headers: { accept: "application/json" } };
}

/** Fetches what a submit needs (the schemas, the toast code); later calls cost nothing. */
function prepareAll(schema: (() => Promise<unknown>) | undefined): void {
  void loadFormSchemas().catch(() => undefined);
  void schema?.().catch(() => undefined);
  prepareToasts();
}

export function useSiteForm<
  V extends Record<string, unknown>,
  F extends PostedForm,
  D = FormOutput<F>,
>(options: SiteFormOptions<V, F, D>): SiteForm<V> {
  const { form, empty, focusOrder = [], successMs, toasts, encoding = "json" } = options;
  const [state, dispatch] = useReducer(siteFormReducer<V>, undefined, (): SiteFormState<V> => ({
    values: { ...empty, ...options.initialValues },
    errors: { ...options.initialErrors },
    outcome: options.initialErrors ? "invalid" : null,
    submitting: false,
    retryLater: null,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not the state, so a second click before the next render cannot post twice.
  const busy = useRef(false);
  const hydrated = useHydrated();
  const fillClock = useFillClock();

  useEffect(() => {
    if (!formRef.current) return;
    const typed = typedBeforeHydration(formRef.current, empty, state.values);
    const names = Object.keys(typed) as (keyof V)[];
    if (names.length === 0) return;
    fillClock.sincePageOpened();
    for (const name of names) dispatch({ type: "edit", name, value: typed[name] as V[keyof V] });
    // Once, as the form wakes; later edits go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (successMs === undefined || state.outcome !== "success" || state.submitting) return;
    const timer = setTimeout(() => dispatch({ type: "expire" }), successMs);
    return () => clearTimeout(timer);
  }, [successMs, state.outcome, state.submitting]);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => dispatch({ type: "edit", name, value }),
    [],
  );

  const prepare = () => prepareAll(options.schema);

  const showErrors = (errors: FieldErrors) => focusFirstError(formRef.current, focusOrder, errors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const element = event.currentTarget;
    // A submit made before the script ran is replayed as soon as the form wakes, before the
    // state has taken in what was typed: the fields have it.
    const values = { ...state.values, ...typedBeforeHydration(element, empty, state.values) };
    busy.current = true;
    prepare();
    let parsed: z.ZodSafeParseResult<D>;
    let extraErrors: FieldErrors = {};
    try {
      // TypeScript cannot narrow a generic index into the map; `form` picks the matching entry.
      const schema = options.schema
        ? await options.schema()
        : ((schemas ?? (await loadFormSchemas()))[form] as unknown as z.ZodType<D>);
      parsed = schema.safeParse(options.toInput ? options.toInput(values) : values);
      if (options.check) extraErrors = await options.check(values);
    } catch (error) {
      // The check's code could not be fetched (the network went away): nothing was sent.
      console.error(`The ${form} form's checks could not be loaded:`, error);
      busy.current = false;
      dispatch({ type: "refused", outcome: "error" });
      return;
    }
    if (!parsed.success || Object.keys(extraErrors).length > 0) {
      busy.current = false;
      const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...extraErrors };
      dispatch({ type: "invalid", errors });
      showErrors(errors);
      return;
    }
    dispatch({ type: "send" });
    const honeypot = element.elements.namedItem(HONEYPOT_FIELD);
    const payload = {
      ...(options.toPayload ? options.toPayload(parsed.data, values) : parsed.data),
      [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      [FILL_TIME_FIELD]: fillClock.elapsed(),
      // Where the visitor is now; the server keeps it only if it is a path of this site.
      [SOURCE_PAGE_FIELD]: window.location.pathname,
    };
    try {
      const response = await fetch(FORM_ACTIONS[form], {
        method: "POST",
        ...encode(payload, encoding),
      });
      if (response.ok) {
        // File inputs cannot be controlled: empty them by hand with the rest.
        for (const input of element.querySelectorAll<HTMLInputElement>('input[type="file"]'))
          input.value = "";
        dispatch({ type: "sent", values: empty });
        if (toasts) showToast("success", toasts.success);
        return;
      }
      const { errors, retryLater } = await readRefusal(response);
      dispatch({ type: "refused", outcome: "failure", errors, retryLater });
      if (errors) showErrors(errors);
      if (toasts) showToast("error", toasts.failure);
    } catch (error) {
      console.error(`The ${form} form could not be sent:`, error);
      dispatch({ type: "refused", outcome: "error" });
      if (toasts) showToast("error", toasts.failure);
    } finally {
      busy.current = false;
    }
  };

  return {
    ...state,
    setValue,
    formProps: {
      ref: formRef,
      action: FORM_ACTIONS[form],
      method: "post",
      ...(encoding === "multipart" ? { encType: "multipart/form-data" as const } : {}),
      noValidate: hydrated && !options.keepBrowserChecks,
      onSubmit: (event) => void onSubmit(event),
      "aria-busy": state.submitting,
      "data-hydrated": hydrated ? "true" : undefined,
      onFocus: prepare,
      onPointerDown: prepare,
      onInput: prepare,
    },
  };
}
