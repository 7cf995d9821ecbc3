// @vitest-environment jsdom
/**
 * The résumé form applying to a position (issue 38), as its page draws it: the position's
 * hidden id and title, its screening questions after the spec's fields, their checks beside
 * the spec's, and a position that closed meanwhile.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { validApplication } from "@tests/support/fixtures/forms";
import { ResumeForm } from "@/components/forms/resume-form";
import { loadFormSchemas } from "@/components/forms/use-site-form";
import { SCREENING_ANSWER_MAX } from "@/content/documents";
import { applicationMessages, positionPhoneMessages } from "@/lib/forms/application";
import { phoneChoices } from "@/lib/forms/phone";
import {
  POSITION_FIELD,
  YES_NO_OPTIONS,
  screeningField,
  screeningMessages,
  type FormQuestion,
} from "@/lib/forms/screening";

vi.mock("@/components/ui/toaster", () => ({ showToast: vi.fn(), prepareToasts: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/jobs/react-developer" }));

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await loadFormSchemas();
  // The position form's own schema, as its first touch would have fetched it.
  await import("@/lib/forms/position-form-schema");
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const questions: FormQuestion[] = [
  { question: "Can you work from Pune three days a week?", kind: "yesNo", required: true },
  { question: "Your GitHub profile", kind: "text", required: false },
  { question: "Why this team?", kind: "text", required: true },
];
const position = {
  id: "0b6f7a4e-3c1d-4e8a-9f2b-5d6c7e8f9a0b",
  title: "React Developer",
  phone: phoneChoices("IN"),
  questions,
};
/** A position known by its id only (the no-JavaScript error page, if it left the list). */
const bare = { id: position.id, phone: phoneChoices(undefined) };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const group = (name: RegExp) => screen.getByRole("radiogroup", { name });

function fillSpecFields() {
  const values = validApplication;
  fireEvent.change(field(/First name/), { target: { value: values.firstName } });
  fireEvent.change(field(/Last name/), { target: { value: values.lastName } });
  fireEvent.change(field(/^Email/), { target: { value: values.email } });
  fireEvent.change(field(/Experience/), { target: { value: values.experience } });
  // The position's phone: India is where the picker starts (the position's country).
  fireEvent.change(field(/Mobile number/), { target: { value: values.mobileNumber } });
  fireEvent.change(field(/^Resume/), {
    target: { files: [new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" })] },
  });
}

async function submit(container: HTMLElement) {
  await act(async () => {
    fireEvent.submit(container.querySelector("form")!);
  });
}

describe("ResumeForm with a position", () => {
  it("posts the position's id, names it, and asks its questions after the résumé", () => {
    const { container } = render(<ResumeForm position={position} />);
    const form = container.querySelector("form")!;
    const hidden = form.querySelector<HTMLInputElement>(
      `input[type="hidden"][name="${POSITION_FIELD}"]`,
    );
    expect(hidden?.value).toBe(position.id);
    expect(form).toHaveTextContent("Applying for: React Developer");

    const names = [...form.querySelectorAll<HTMLInputElement>("[name]")]
      .filter((element) => element.type !== "hidden" && element.name !== "website")
      .map((element) => element.name);
    expect([...new Set(names)].slice(-4)).toEqual([
      "resume",
      screeningField(0),
      screeningField(1),
      screeningField(2),
    ]);

    const yesNo = group(/Can you work from Pune/);
    expect(
      within(yesNo)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(YES_NO_OPTIONS.map((option) => option.value));
    expect(within(yesNo).getByLabelText(YES_NO_OPTIONS[0].label)).toBeRequired();

    const optional = field("Your GitHub profile (optional)") as unknown as HTMLTextAreaElement;
    expect(optional.tagName).toBe("TEXTAREA");
    expect(optional.maxLength).toBe(SCREENING_ANSWER_MAX);
    expect(optional).not.toBeRequired();
    expect(field(/Why this team\?/)).toBeRequired();
  });

  it("shows the question's message under each unanswered required question, after the spec's", async () => {
    const { container } = render(<ResumeForm position={position} />);
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    const shown = [...container.querySelectorAll('[id$="-error"]')]
      .map((node) => node.textContent)
      .filter(Boolean);
    expect(shown.slice(0, 2)).toEqual([
      applicationMessages.firstName,
      applicationMessages.lastName,
    ]);
    expect(shown.slice(-3)).toEqual([
      applicationMessages.resumeRequired,
      screeningMessages.required,
      screeningMessages.required,
    ]);
    expect(document.activeElement).toBe(field(/First name/));

    expect(group(/Can you work from Pune/)).toHaveAccessibleDescription(screeningMessages.required);
    expect(group(/Can you work from Pune/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Why this team\?/)).toHaveAccessibleDescription(screeningMessages.required);
    expect(field(/Why this team\?/)).toHaveAttribute("aria-invalid", "true");
    expect(field("Your GitHub profile (optional)")).not.toHaveAttribute("aria-invalid");
  });

  it("focuses the first unanswered question once the spec's fields are right", async () => {
    const { container } = render(<ResumeForm position={position} />);
    fillSpecFields();
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(
      within(group(/Can you work from Pune/)).getAllByRole("radio")[0],
    );
  });

  it("sends the position and the answers with the résumé", async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    const { container } = render(<ResumeForm position={position} />);
    fillSpecFields();
    fireEvent.click(within(group(/Can you work from Pune/)).getByLabelText("Yes"));
    fireEvent.change(field(/Why this team\?/), { target: { value: "I like the product." } });
    await submit(container);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get(POSITION_FIELD)).toBe(position.id);
    expect(body.get(screeningField(0))).toBe("yes");
    expect(body.get(screeningField(1))).toBe("");
    expect(body.get(screeningField(2))).toBe("I like the product.");
    expect(body.get("firstName")).toBe(validApplication.firstName);
    expect((body.get("resume") as File).name).toBe("cv.pdf");
  });

  it("says a position that closed meanwhile where failures show, keeping every value", async () => {
    fetchMock.mockResolvedValue(json(410, { errors: { position: screeningMessages.closed } }));
    const { container } = render(<ResumeForm position={position} />);
    fillSpecFields();
    fireEvent.click(within(group(/Can you work from Pune/)).getByLabelText("No"));
    fireEvent.change(field(/Why this team\?/), { target: { value: "Because." } });
    await submit(container);
    expect(screen.getByRole("alert")).toHaveTextContent(screeningMessages.closed);
    expect(field(/First name/).value).toBe(validApplication.firstName);
    expect(field(/Why this team\?/).value).toBe("Because.");
    expect(
      (within(group(/Can you work from Pune/)).getByLabelText("No") as HTMLInputElement).checked,
    ).toBe(true);
    expect((field(/^Resume/) as HTMLInputElement).files?.[0]?.name).toBe("cv.pdf");
  });

  it("without questions, only carries the position", async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    const { container } = render(<ResumeForm position={bare} />);
    expect(container).not.toHaveTextContent("Applying for");
    fillSpecFields();
    await submit(container);
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get(POSITION_FIELD)).toBe(position.id);
    expect(body.get(screeningField(0))).toBeNull();
  });

  it("asks no 'I am a' and starts the phone's country at the position's (issue 48)", () => {
    render(<ResumeForm position={{ ...position, phone: phoneChoices("GB") }} />);
    expect(screen.queryByText(/I am a/)).toBeNull();
    expect(screen.queryByRole("radio", { name: "Job seeker" })).toBeNull();
    expect(field(/^Country/).value).toBe("GB");
    expect(field(/Mobile number/).type).toBe("tel");
  });

  it("starts at India when the position's country is not known", () => {
    render(<ResumeForm position={bare} />);
    expect(field(/^Country/).value).toBe("IN");
  });

  // The server reads it in the country (src/lib/forms/position-schema.test.ts) and stores E.164.
  it.each([
    ["US", "(512) 555-0199"],
    ["IN", "+44 7700 900123"],
    ["GB", "07700 900123"],
  ])("in %s, a pasted %j is kept whole and posted as typed", async (country, pasted) => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: "x" }));
    const { container } = render(<ResumeForm position={bare} />);
    fillSpecFields();
    fireEvent.change(field(/^Country/), { target: { value: country } });
    fireEvent.change(field(/Mobile number/), { target: { value: pasted } });
    expect(field(/Mobile number/).value).toBe(pasted);
    await submit(container);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get("phone")).toBe(pasted);
    expect(body.get("phoneCountry")).toBe(country);
    for (const dropped of ["userType", "countryCode", "mobileNumber"])
      expect(body.get(dropped)).toBeNull();
  });

  it("says so under the number when it is not a number, and sends nothing", async () => {
    const { container } = render(<ResumeForm position={bare} />);
    fillSpecFields();
    fireEvent.change(field(/Mobile number/), { target: { value: "call me" } });
    await submit(container);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/Mobile number/)).toHaveAccessibleDescription(positionPhoneMessages.phone);
    expect(document.activeElement).toBe(field(/Mobile number/));
  });

  it("shows the server's refusal of a number its country cannot have under the field", async () => {
    fetchMock.mockResolvedValue(json(400, { errors: { phone: positionPhoneMessages.phone } }));
    const { container } = render(<ResumeForm position={bare} />);
    fillSpecFields();
    fireEvent.change(field(/^Country/), { target: { value: "US" } });
    fireEvent.change(field(/Mobile number/), { target: { value: "+1 555 0199" } });
    await submit(container);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(field(/Mobile number/)).toHaveAccessibleDescription(positionPhoneMessages.phone),
    );
    expect(field(/Mobile number/).value).toBe("+1 555 0199");
  });
});
