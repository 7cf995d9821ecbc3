// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages } from "@/lib/forms/contact";
import { newsletterMessages } from "@/lib/forms/newsletter";
import { validContact, validNewsletter } from "@tests/support/fixtures/forms";
import { ContactForm } from "./contact-form";
import { NewsletterForm } from "./newsletter-form";
import { loadFormSchemas } from "./use-site-form";

vi.mock("@/components/ui/toaster", () => ({ showToast: vi.fn(), prepareToasts: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/blog1" }));

/** The IntersectionObserver of the page, under the test's control. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The observed form comes near the viewport. */
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeAll(async () => {
  await loadFormSchemas();
});

/**
 * DeferredForm with nothing loaded yet, as on a page's first load: each test imports it (and
 * the forms it loads) afresh.
 */
let DeferredForm: typeof import("./deferred-form").DeferredForm;

beforeEach(async () => {
  vi.resetModules();
  ({ DeferredForm } = await import("./deferred-form"));
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.doUnmock("./newsletter-form");
});

/** The page as the server sent it (the wrapper DeferredForm draws there), hydrated. */
async function hydratePage(server: React.ReactNode, client: React.ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<div className="contents">{server}</div>);
  document.body.append(container);
  const serverForm = container.querySelector("form")!;
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, client, { onRecoverableError: (e) => errors.push(e) }));
  });
  return { container, serverForm, errors };
}

const scripted = (container: HTMLElement) =>
  container.querySelector<HTMLFormElement>('form[data-hydrated="true"]');

describe("DeferredForm", () => {
  it("keeps the server's form as it is until the form comes near the viewport", async () => {
    const { container, serverForm, errors } = await hydratePage(
      <NewsletterForm />,
      <DeferredForm form="newsletter" />,
    );
    expect(errors).toEqual([]);
    // Hydration left the server's element in place and took nothing over.
    expect(container.querySelector("form")).toBe(serverForm);
    expect(scripted(container)).toBeNull();
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0]!.targets).toEqual([serverForm]);

    await act(async () => FakeObserver.instances[0]!.enter());
    await waitFor(() => expect(scripted(container)).not.toBeNull());
    expect(container.querySelectorAll("form")).toHaveLength(1);
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
    // The same form as the server's: same fields, same words.
    expect(screen.getByRole("textbox", { name: "Email address" })).toBeInTheDocument();
  });

  it("wakes at the first touch, carrying over what was typed, the focus and the caret", async () => {
    const { container, serverForm } = await hydratePage(
      <ContactForm variant="enquiry" />,
      <DeferredForm form="contact" variant="enquiry" />,
    );
    const serverName = serverForm.querySelector<HTMLInputElement>('[name="name"]')!;
    serverName.value = validContact.name;
    serverForm.querySelector<HTMLTextAreaElement>('[name="requirement"]')!.value = "Two lines";
    serverName.focus();
    serverName.setSelectionRange(3, 3);
    await act(async () => {
      serverName.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    await waitFor(() => expect(scripted(container)).not.toBeNull());
    const name = container.querySelector<HTMLInputElement>('[name="name"]')!;
    expect(name).not.toBe(serverName);
    expect(name.value).toBe(validContact.name);
    expect(container.querySelector<HTMLTextAreaElement>('[name="requirement"]')!.value).toBe(
      "Two lines",
    );
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([3, 3]);
  });

  it("holds a submit made before its script arrived and sends it, checked, once it has", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const { serverForm } = await hydratePage(
      <NewsletterForm />,
      <DeferredForm form="newsletter" />,
    );
    serverForm.querySelector<HTMLInputElement>('[name="email"]')!.value = validNewsletter.email;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => {
      serverForm.dispatchEvent(submit);
    });
    // The browser does not post it without the script's checks.
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: validNewsletter.email, website: "" });
    // Typed before the script ran: the fill clock counts from the page's opening.
    expect(body.fillMs).toBeGreaterThanOrEqual(Math.floor(performance.now() - 1000));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.success),
    );
  });

  it("holds an invalid early submit too, and shows the spec's message", async () => {
    const { container, serverForm } = await hydratePage(
      <ContactForm variant="enquiry" />,
      <DeferredForm form="contact" variant="enquiry" />,
    );
    serverForm.querySelector<HTMLInputElement>('[name="name"]')!.value = validContact.name;
    // The browser's own checks pass it (they ran before the submit); the shared schema does not.
    serverForm.querySelector<HTMLInputElement>('[name="email"]')!.value = validContact.email;
    serverForm.querySelector<HTMLInputElement>('[name="contact"]')!.value = "call me";
    serverForm.querySelector<HTMLTextAreaElement>('[name="requirement"]')!.value =
      validContact.requirement;
    await act(async () => {
      serverForm.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(scripted(container)).not.toBeNull());
    await waitFor(() =>
      expect(container.querySelector('[name="contact"]')).toHaveAttribute("aria-invalid", "true"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe(
      validContact.name,
    );
    expect(screen.queryByText(contactMessages.success)).not.toBeInTheDocument();
  });

  it("leaves the posting to the browser when its script cannot be fetched", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock("./newsletter-form", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    ({ DeferredForm } = await import("./deferred-form"));
    const { serverForm } = await hydratePage(
      <NewsletterForm />,
      <DeferredForm form="newsletter" />,
    );
    // The form comes near the view; fetching its script fails (the network went away).
    await act(async () => FakeObserver.instances[0]!.enter());
    await waitFor(() => expect(log).toHaveBeenCalled());
    // A submit now is the browser's plain post, as without JavaScript.
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    serverForm.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("drawn after the page's first load (a client-side navigation), shows the form once its code is here", async () => {
    const { container } = render(<DeferredForm form="newsletter" />);
    await waitFor(() => expect(scripted(container)).not.toBeNull());
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
