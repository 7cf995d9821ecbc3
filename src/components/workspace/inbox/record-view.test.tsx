import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecordView, type RecordViewData } from "./record-view";

/** The record page as staff read it: words, never the codes the backend stores. */
const action = async () => {};

describe("the record page", () => {
  const record: RecordViewData = {
    id: "00000000-0000-4000-8000-000000000001",
    email: "ada@example.com",
    type: "2",
    sourcePage: "/contact",
    status: "in_progress",
    assigneeId: null,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lastActivityAt: new Date("2026-11-21T10:00:00Z"),
    events: [],
    mail: [
      {
        id: 7,
        kind: "enquiry.acknowledge",
        recipient: "ada@example.com",
        status: "sent",
        attempts: 1,
        lastError: null,
        createdAt: new Date("2026-11-20T10:00:01Z"),
        sentAt: new Date("2026-11-20T10:00:05Z"),
      },
    ],
  };
  const page = (kind: "enquiry" | "application", data: RecordViewData) =>
    renderToStaticMarkup(
      <RecordView
        kind={kind}
        record={data}
        name="Ada"
        fields={[]}
        colleagues={[]}
        notice={null}
        statuses={["new", "in_progress"]}
        noteMaxLength={5000}
        actions={{ changeStatus: action, assign: action, addNote: action }}
      />,
    ).replace(/<[^>]+>/g, " ");

  it("names the form and its page instead of the form type's code", () => {
    const text = page("enquiry", record);
    expect(text).toContain("Enquiry from /contact");
    expect(text).not.toContain("Form type");
    expect(page("application", { ...record, sourcePage: "/JoinUs" })).toContain(
      "Application from /JoinUs",
    );
    expect(page("application", { ...record, sourcePage: null })).toMatch(/Form\s+Application\s/);
  });

  it("names each e-mail about the record in words", () => {
    const text = page("enquiry", record);
    expect(text).toContain("Acknowledgement to an enquirer to");
    expect(text).not.toContain("enquiry.acknowledge");
  });
});
