// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applicationExtraMessages,
  applicationMessages,
  userTypeOptions,
} from "@/lib/forms/application";
import { retryLaterMessages } from "@/lib/forms/retry-later";
import { contactMessages } from "@/lib/forms/contact";
import { CONTROL_CHARACTERS_MESSAGE } from "@/lib/forms/errors";
import { newsletterMessages } from "@/lib/forms/newsletter";
import {
  emptyApplicationErrors,
  validApplication,
  validContact,
  validNewsletter,
} from "@tests/support/fixtures/forms";
import { showToast } from "@/components/ui/toaster";
import { ContactForm } from "./contact-form";
import { NewsletterForm } from "./newsletter-form";
import { ResumeForm } from "./resume-form";
import { loadFormSchemas } from "./use-site-form";

// The toasts are asserted by what the forms ask for; ui/toaster.test.tsx shows them.
vi.mock("@/components/ui/toaster", () => ({ showToast: vi.fn(), prepareToasts: vi.fn() }));
// The page the forms are on, as the App Router reports it (also when prerendering).
vi.mock("next/navigation", () => ({ usePathname: () => "/CloudInfrastructure" }));

const fetchMock = vi.fn<typeof fetch>();

// In a browser the first touch of a form fetches its checks; here they are fetched up front.
beforeAll(async () => {
  await loadFormSchemas();
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.mocked(showToast).mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function field(label: RegExp | string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function fillContact() {
  fireEvent.change(field(/Your name/), { target: { value: validContact.name } });
  fireEvent.change(field(/^Email/), { target: { value: validContact.email } });
  fireEvent.change(field(/Contact Number/), { target: { value: validContact.contact } });
  fireEvent.change(field(/Your requirement/), { target: { value: validContact.requirement } });
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(container.querySelector("form")!);
  });
}

describe("ContactForm", () => {
  it("shows the spec's labels, placeholders and the mandatory-field note", () => {
    const { container } = render(<ContactForm variant="enquiry" />);
    const labels = [...container.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(["Your name *", "Email *", "Contact Number *", "Your requirement *"]),
    );
    expect(field(/Your name/).placeholder).toBe("Enter your name here");
    expect(field(/^Email/).placeholder).toBe("Enter your email here");
    expect(field(/Contact Number/).placeholder).toBe("Enter your number");
    expect(field(/Your requirement/).placeholder).toBe("Brief us your requirement");
    expect((field(/Your requirement/) as unknown as HTMLTextAreaElement).rows).toBe(5);
    expect(field(/^Email/).type).toBe("email");
    expect(field(/Your name/).required).toBe(true);
    expect(container.textContent).toContain("Fields marked with an asterisk (*) are mandatory.");
    const form = container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/api/contact");
    expect(form.getAttribute("method")).toBe("post");
    // The post without JavaScript carries the page it was sent from.
    const source = form.querySelector<HTMLInputElement>('input[name="sourcePage"]')!;
    expect(source.type).toBe("hidden");
    expect(source.value).toBe("/CloudInfrastructure");
  });

  it("quick: submits, clears the fields, shows the thank-you for exactly 3000 ms", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    const { container } = render(<ContactForm variant="quick" />);
    fillContact();
    await submit(container);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      ...validContact,
      type: "2",
      website: "",
      sourcePage: window.location.pathname,
    });
    expect(typeof body.fillMs).toBe("number");
    expect(screen.getByText(contactMessages.success)).toBeInTheDocument();
    expect(field(/Your name/).value).toBe("");
    expect(field(/Your requirement/).value).toBe("");
    act(() => vi.advanceTimersByTime(3000 - 1)); // the spec's 3000 ms
    expect(screen.queryByText(contactMessages.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(contactMessages.success)).not.toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });

  it("keeps what was typed before its script ran, and sends it", async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    // The server's HTML, typed into as a visitor would before the form's script arrives.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm variant="enquiry" />);
    document.body.append(container);
    const typed = (name: string, value: string) => {
      const control = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      control.value = value;
    };
    typed("name", validContact.name);
    typed("email", validContact.email);
    typed("contact", validContact.contact);
    typed("requirement", validContact.requirement);
    await act(async () => {
      hydrateRoot(container, <ContactForm variant="enquiry" />);
    });
    expect(field(/Your name/).value).toBe(validContact.name);
    await submit(container);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ ...validContact, type: "2" });
    // The clock counts from the page's opening: the visitor was typing before the script ran.
    expect(body.fillMs).toBeGreaterThanOrEqual(Math.floor(performance.now() - 1000));
    container.remove();
  });

  it("quick: on failure keeps the values and says so", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { container } = render(<ContactForm variant="quick" />);
    fillContact();
    await submit(container);
    expect(screen.getByRole("alert")).toHaveTextContent(contactMessages.failure);
    expect(field(/Your name/).value).toBe(validContact.name);
    expect(screen.queryByText(contactMessages.success)).not.toBeInTheDocument();
  });

  it("enquiry: idle → sending ('Sending...', disabled) → success (cleared, message and toast, which stay)", async () => {
    vi.useFakeTimers();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = render(<ContactForm variant="enquiry" />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(within(screen.getByRole("status")).queryByText(/./)).toBeNull();
    fillContact();
    await submit(container);
    const button = screen.getByRole("button", { name: /Sending\.\.\./ });
    expect(button).toBeDisabled();
    await act(async () => answer(json(201, { ok: true, id: "x" })));
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByRole("status")).toHaveTextContent(contactMessages.success);
    expect(showToast).toHaveBeenCalledWith("success", contactMessages.toastSuccess);
    expect(field(/Your name/).value).toBe("");
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("status")).toHaveTextContent(contactMessages.success);
  });

  it("enquiry: failure shows the red message and the toast, values kept", async () => {
    fetchMock.mockResolvedValue(json(500, { error: "x" }));
    const { container } = render(<ContactForm variant="enquiry" />);
    fillContact();
    await submit(container);
    expect(screen.getByRole("alert")).toHaveTextContent(contactMessages.failure);
    expect(showToast).toHaveBeenCalledWith("error", contactMessages.toastFailure);
    expect(field(/^Email/).value).toBe(validContact.email);
  });

  it("enquiry: a 503 keeps every value, shows the spec's failure and says to try again", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "x", reason: "database" }), {
        status: 503,
        headers: { "content-type": "application/json", "retry-after": "30" },
      }),
    );
    const { container } = render(<ContactForm variant="enquiry" />);
    fillContact();
    await submit(container);
    expect(screen.getByRole("alert")).toHaveTextContent(contactMessages.failure);
    expect(showToast).toHaveBeenCalledWith("error", contactMessages.toastFailure);
    expect(screen.getByText(retryLaterMessages.busy)).toBeInTheDocument();
    expect(field(/Your name/).value).toBe(validContact.name);
    expect(field(/^Email/).value).toBe(validContact.email);
    expect(field(/Contact Number/).value).toBe(validContact.contact);
    expect(field(/Your requirement/).value).toBe(validContact.requirement);
    // The next try starts clean: the advice goes while sending, and after a success.
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    await submit(container);
    expect(screen.queryByText(retryLaterMessages.busy)).not.toBeInTheDocument();
  });

  it("enquiry: shows the server's field message under its field", async () => {
    fetchMock.mockResolvedValue(
      json(400, { errors: { email: "Please enter a valid email address." } }),
    );
    const { container } = render(<ContactForm variant="enquiry" />);
    fillContact();
    await submit(container);
    expect(field(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address.");
  });

  it("checks with the shared schema before sending", async () => {
    const { container } = render(<ContactForm variant="enquiry" />);
    fillContact();
    fireEvent.change(field(/Contact Number/), { target: { value: "call me" } });
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/Contact Number/)).toHaveAccessibleDescription(
      "Please enter a valid contact number.",
    );
    expect(document.activeElement).toBe(field(/Contact Number/));
  });

  it("refuses control characters before sending, with the server's message, keeping the text", async () => {
    const { container } = render(<ContactForm variant="enquiry" />);
    fillContact();
    const pasted = "A new app\u0000 with a stray character";
    fireEvent.change(field(/Your requirement/), { target: { value: pasted } });
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/Your requirement/)).toHaveAccessibleDescription(CONTROL_CHARACTERS_MESSAGE);
    expect(field(/Your requirement/).value).toBe(pasted);
  });
});

describe("NewsletterForm", () => {
  const email = () => screen.getByRole("textbox", { name: "Email address" }) as HTMLInputElement;

  it("refuses an invalid address without a request", async () => {
    const { container } = render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: "nope" } });
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.invalid);
  });

  it("subscribes, clears the field and keeps the message", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const { container } = render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: validNewsletter.email } });
    await submit(container);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      email: validNewsletter.email,
      website: "",
    });
    expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.success);
    expect(email().value).toBe("");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.success);
  });

  it("says the subscription failed when the answer is not ok, and something went wrong on a network error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, {}));
    const { container } = render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: validNewsletter.email } });
    await submit(container);
    expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.failure);
    expect(email().value).toBe(validNewsletter.email);
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await submit(container);
    expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.error);
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText(retryLaterMessages.busy)).not.toBeInTheDocument();
  });

  it("on a 503 says the subscription failed, keeps the address and says to try again", async () => {
    fetchMock.mockResolvedValueOnce(json(503, {}));
    const { container } = render(<NewsletterForm />);
    fireEvent.change(email(), { target: { value: validNewsletter.email } });
    await submit(container);
    expect(screen.getByRole("status")).toHaveTextContent(newsletterMessages.failure);
    expect(screen.getByText(retryLaterMessages.busy)).toBeInTheDocument();
    expect(email().value).toBe(validNewsletter.email);
  });
});

describe("ResumeForm", () => {
  const userTypeLabel = (value: string) =>
    userTypeOptions.find((option) => option.value === value)!.label;
  const pdf = () => new File(["%PDF-1.4 test"], "cv.pdf", { type: "application/pdf" });

  function fillResume() {
    const values = validApplication;
    fireEvent.change(field(/First name/), { target: { value: values.firstName } });
    fireEvent.change(field(/Last name/), { target: { value: values.lastName } });
    fireEvent.change(field(/^Email/), { target: { value: values.email } });
    fireEvent.change(field(/Experience/), { target: { value: values.experience } });
    fireEvent.click(screen.getByLabelText(userTypeLabel(values.userType)));
    fireEvent.change(field(/Country code/), { target: { value: values.countryCode } });
    // Typed with a space: the field keeps only the digits.
    fireEvent.change(field(/Mobile number/), {
      target: { value: `${values.mobileNumber.slice(0, 5)} ${values.mobileNumber.slice(5)}` },
    });
    fireEvent.change(field(/^Resume/), { target: { files: [pdf()] } });
  }

  it("shows every spec message under its field, in order, and sends nothing", async () => {
    const { container } = render(<ResumeForm />);
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    const shown = [...container.querySelectorAll('[id$="-error"]')]
      .map((node) => node.textContent)
      .filter(Boolean);
    expect(shown).toEqual(emptyApplicationErrors);
    expect(field(/First name/)).toHaveAccessibleDescription(applicationMessages.firstName);
    expect(document.activeElement).toBe(field(/First name/));
  });

  it("keeps only digits in the mobile number and refuses other file types", async () => {
    const { container } = render(<ResumeForm />);
    fillResume();
    expect(field(/Mobile number/).value).toBe(validApplication.mobileNumber);
    fireEvent.change(field(/^Resume/), {
      target: { files: [new File(["x"], "cv.png", { type: "image/png" })] },
    });
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/^Resume/)).toHaveAccessibleDescription(
      expect.stringContaining(applicationMessages.resumeType),
    );
  });

  it("posts the form with type '2' and the file; success shows the status message and a toast", async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    const { container } = render(<ResumeForm />);
    fillResume();
    await submit(container);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/applications");
    const body = init!.body as FormData;
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === "string")),
    ).toMatchObject({
      ...validApplication,
      type: "2",
      website: "",
    });
    expect((body.get("resume") as File).name).toBe("cv.pdf");
    expect(screen.getByRole("status")).toHaveTextContent(applicationMessages.success);
    expect(showToast).toHaveBeenCalledWith("success", applicationMessages.success);
    expect(field(/First name/).value).toBe("");
  });

  it("a 503 for today's résumé allowance keeps the values and says to try tomorrow", async () => {
    fetchMock.mockResolvedValue(json(503, { error: "x", reason: "resume-quota" }));
    const { container } = render(<ResumeForm />);
    fillResume();
    await submit(container);
    expect(screen.getByText(retryLaterMessages.resumeQuota)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(applicationExtraMessages.failure);
    expect(field(/First name/).value).toBe(validApplication.firstName);
    expect(field(/Mobile number/).value).toBe(validApplication.mobileNumber);
    expect((field(/^Resume/) as HTMLInputElement).files?.[0]?.name).toBe("cv.pdf");
  });

  it("shows the server's messages and a failure toast when the server refuses", async () => {
    fetchMock.mockResolvedValue(json(400, { errors: { resume: applicationMessages.resumeType } }));
    const { container } = render(<ResumeForm />);
    fillResume();
    await submit(container);
    expect(field(/^Resume/)).toHaveAccessibleDescription(
      expect.stringContaining(applicationMessages.resumeType),
    );
    expect(showToast).toHaveBeenCalledWith("error", expect.any(String));
    expect(field(/First name/).value).toBe(validApplication.firstName);
    expect(screen.getByRole("alert")).toBeInTheDocument();
  });
});
