"use client";

/**
 * A site form whose script arrives when it is needed: when the form comes near the viewport,
 * or at the visitor's first touch, whichever is first (issue 12's budget; decision 0035).
 *
 * The server renders the real form, so the HTML is whole and posts without JavaScript. In the
 * browser, hydration keeps that HTML as it is (an element React does not look inside) instead
 * of hydrating it, so the page's scripts carry none of the form's code. When the form is
 * needed its module is fetched and the scripted form takes the place of the server's, with
 * what the visitor typed, the focus and the caret carried over; a submit made before then
 * waits for it. Mounted after the page's first load (a client-side navigation) it has no
 * server HTML to keep, so it draws the form as soon as its code is here.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import type { ContactFormProps } from "./contact-form";
import type { NewsletterFormProps } from "./newsletter-form";
import type { ResumeFormProps } from "./resume-form";
import { flushSync } from "react-dom";
import { wakeWhenNear } from "@/lib/dom/wake-when-near";
import { useHydrated } from "@/lib/hooks/use-hydrated";

interface FormProps {
  newsletter: NewsletterFormProps;
  contact: ContactFormProps;
  resume: ResumeFormProps;
}
type FormName = keyof FormProps;
type FormComponents = { [N in FormName]: ComponentType<FormProps[N]> };

const loaders: { [N in FormName]: () => Promise<FormComponents[N]> } = {
  newsletter: () => import("./newsletter-form").then((module) => module.NewsletterForm),
  contact: () => import("./contact-form").then((module) => module.ContactForm),
  resume: () => import("./resume-form").then((module) => module.ResumeForm),
};

/**
 * The forms themselves, for the server's HTML only: the client build drops this branch
 * (Next.js defines `typeof window` per build), so no page's scripts carry them.
 */
const serverForms: FormComponents | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./server-forms") as typeof import("./server-forms")).serverForms
    : null;

const loaded: Partial<FormComponents> = {};

/** The module of a form, once; later calls answer at once. */
export function loadForm<N extends FormName>(name: N): Promise<FormComponents[N]> {
  const known = loaded[name];
  if (known) return Promise.resolve(known);
  return loaders[name]().then((component) => (loaded[name] = component));
}

/** React leaves the inside of an element with this alone while hydrating. */
const SERVER_HTML = { __html: "" };

/** What the visitor did in the server's form, to carry into the scripted one. */
interface Carried {
  values: [name: string, value: string | FileList][];
  focus: { name: string; value: string; start: number | null; end: number | null } | null;
  submit: boolean;
}

function readForm(root: HTMLElement): Carried {
  const form = root.querySelector("form");
  const values: Carried["values"] = [];
  if (form) {
    for (const element of form.elements) {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement
        ) ||
        !element.name ||
        element.type === "hidden"
      )
        continue;
      if (element instanceof HTMLInputElement && element.type === "file") {
        if (element.files && element.files.length > 0) values.push([element.name, element.files]);
      } else if (element instanceof HTMLInputElement && /^(radio|checkbox)$/.test(element.type)) {
        if (element.checked) values.push([element.name, element.value]);
      } else {
        values.push([element.name, element.value]);
      }
    }
  }
  const active = document.activeElement;
  const focus =
    active && root.contains(active) && "name" in active && typeof active.name === "string"
      ? {
          name: active.name,
          value: "value" in active ? String(active.value) : "",
          start:
            active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
              ? safeSelection(active, "selectionStart")
              : null,
          end:
            active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
              ? safeSelection(active, "selectionEnd")
              : null,
        }
      : null;
  return { values, focus, submit: false };
}

/** Some input types (email, number) have no selection and throw when asked. */
function safeSelection(
  element: HTMLInputElement | HTMLTextAreaElement,
  key: "selectionStart" | "selectionEnd",
): number | null {
  try {
    return element[key];
  } catch {
    return null;
  }
}

function writeForm(root: HTMLElement, carried: Carried): void {
  const form = root.querySelector("form");
  if (!form) return;
  for (const [name, value] of carried.values) {
    const control = form.elements.namedItem(name);
    if (!control) continue;
    if (value instanceof FileList) {
      if (control instanceof HTMLInputElement) control.files = value;
    } else if (control instanceof RadioNodeList) {
      control.value = value;
    } else if (control instanceof HTMLInputElement && control.type === "checkbox") {
      control.checked = true;
    } else if ("value" in control) {
      (control as HTMLInputElement).value = value;
    }
  }
  if (carried.focus) {
    const { name, value, start, end } = carried.focus;
    const control = form.elements.namedItem(name);
    const target =
      control instanceof RadioNodeList
        ? [...control].find((item) => (item as HTMLInputElement).value === value)
        : control;
    if (target instanceof HTMLElement) {
      target.focus();
      if (
        (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
        start !== null &&
        end !== null
      ) {
        try {
          target.setSelectionRange(start, end);
        } catch {
          // An input type without a selection (email): the caret stays at the end.
        }
      }
    }
  }
}

export function DeferredForm<N extends FormName>({
  form: name,
  ...props
}: { form: N } & FormProps[N]) {
  const formProps = props as unknown as FormProps[N];
  if (serverForms) {
    const Server = serverForms[name] as ComponentType<FormProps[N]>;
    return (
      <div className="contents">
        <Server {...formProps} />
      </div>
    );
  }
  return <ClientForm name={name} props={formProps} />;
}

function ClientForm<N extends FormName>({ name, props }: { name: N; props: FormProps[N] }) {
  // False only while hydrating the server's HTML; kept from the first render.
  const [hasServerHtml] = useState(!useHydrated());
  const [Form, setForm] = useState<ComponentType<FormProps[N]> | null>(
    () => (loaded[name] as ComponentType<FormProps[N]> | undefined) ?? null,
  );
  const root = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried | null>(null);

  useEffect(() => {
    const element = root.current;
    if (Form || !element) return;
    let started = false;
    let pendingSubmit = false;
    let nativeSubmit = false;
    const wake = () => {
      if (started) return;
      started = true;
      loadForm(name).then(
        (component) => {
          // Read and swapped in one task, so no keystroke falls between the two forms.
          if (hasServerHtml) carried.current = { ...readForm(element), submit: pendingSubmit };
          flushSync(() => setForm(() => component as ComponentType<FormProps[N]>));
        },
        (error: unknown) => {
          console.error(`The ${name} form's script could not be loaded:`, error);
          // The server's form still posts without it: this submit and every later one.
          nativeSubmit = true;
          if (pendingSubmit) element.querySelector("form")?.requestSubmit();
        },
      );
    };
    if (!hasServerHtml) {
      wake();
      return;
    }
    const onSubmit = (event: Event) => {
      if (nativeSubmit) return;
      // Sent by the scripted form once it is here, with its checks and messages.
      event.preventDefault();
      pendingSubmit = true;
      wake();
    };
    const form = element.querySelector("form");
    if (!form) wake();
    const stopWatching = form
      ? wakeWhenNear(form, wake, { root: element, touches: ["focusin", "pointerdown", "input"] })
      : () => {};
    element.addEventListener("submit", onSubmit);
    return () => {
      stopWatching();
      element.removeEventListener("submit", onSubmit);
    };
  }, [Form, name, hasServerHtml]);

  // Before the scripted form's own effects read its fields (use-site-form.ts takes in what
  // they hold, as after hydration) and before the browser paints.
  useLayoutEffect(() => {
    if (Form && root.current && carried.current) writeForm(root.current, carried.current);
  }, [Form]);

  // After them (a parent's effects run after its children's), so the form's clock runs.
  useEffect(() => {
    if (!Form || !carried.current) return;
    const { submit } = carried.current;
    carried.current = null;
    if (submit) root.current?.querySelector("form")?.requestSubmit();
  }, [Form]);

  if (Form) {
    return (
      <div ref={root} className="contents">
        <Form {...props} />
      </div>
    );
  }
  if (hasServerHtml) {
    return (
      <div
        ref={root}
        className="contents"
        dangerouslySetInnerHTML={SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return <div ref={root} className="contents" />;
}
