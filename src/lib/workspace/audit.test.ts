import { describe, expect, it } from "vitest";
import { auditPageHref } from "./audit";

describe("auditPageHref", () => {
  it("carries the filters under the names the page reads, and the page past the first", () => {
    expect(
      auditPageHref(
        {
          action: "staff.create",
          actor: "ada@x",
          recordId: "r-1",
          from: "2027-01-01",
          to: "2027-01-31",
        },
        3,
      ),
    ).toBe(
      "/admin/audit?action=staff.create&actor=ada%40x&record=r-1&from=2027-01-01&to=2027-01-31&page=3",
    );
  });

  it("is the bare log for the first page without filters", () => {
    expect(auditPageHref({}, 1)).toBe("/admin/audit");
    expect(auditPageHref({ actor: "" }, 2)).toBe("/admin/audit?page=2");
  });
});
