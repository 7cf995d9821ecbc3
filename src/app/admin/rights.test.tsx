/**
 * Who may open what in the workspace, decided on the server (src/server/auth/access.ts), for
 * each role's real session: a page outside the role's rights is not found (404), a signed-out
 * page request goes to the sign-in form and back; an export or résumé outside the rights is
 * 403, signed out 401. The browser tests walk one role each through what it may do.
 */
import { expect, it, vi } from "vitest";
import { GET as applicationsCsv } from "@/app/admin/export/applications.csv/route";
import { GET as enquiriesCsv } from "@/app/admin/export/enquiries.csv/route";
import { GET as resumeGet } from "@/app/admin/export/resumes/[id]/route";
import { GET as subscribersCsv } from "@/app/admin/export/subscribers.csv/route";
import { POST as applicationsPost } from "@/app/api/applications/route";
import { workspaceLinks } from "@/server/auth/access";
import {
  applications,
  auditLog,
  recordEvents,
  resumes,
  STAFF_ROLES,
  type StaffRole,
} from "@/server/db/schema";
import { initialFormState } from "@/lib/action-state";
import { signIn } from "@/server/auth/sign-in";
import { addNoteAction, changeStatusAction } from "@/server/workspace/inbox-actions";
import { createStaffAccount } from "@/server/workspace/staff";
import { validApplication } from "@tests/support/fixtures/forms";
import { pdfBytes } from "@tests/support/server/files";
import {
  availableBackends,
  clientRequest,
  describeBackends,
  multipartRequest,
} from "@tests/support/server/harness";
import { setRequestCookie } from "@tests/support/server/next-headers";
import {
  pageOutcome,
  sessionCookieOf,
  settled,
  STAFF_TEST_PASSWORD,
  type PageModule,
} from "@tests/support/server/staff-session";

// The pages read the request's headers through next/headers: those of the test's session.
vi.mock("next/headers", () => import("@tests/support/server/next-headers"));

const backends = await availableBackends();
const PASSWORD = STAFF_TEST_PASSWORD;

/** Each page, and the roles that may open it (every other role gets 404). */
const PAGES: {
  path: string;
  load: () => Promise<PageModule>;
  roles: StaffRole[];
}[] = [
  { path: "/admin/staff", load: () => import("./staff/page"), roles: ["admin"] },
  { path: "/admin/audit", load: () => import("./audit/page"), roles: ["admin"] },
  { path: "/admin/mail", load: () => import("./mail/page"), roles: ["admin"] },
  { path: "/admin/jobs", load: () => import("./jobs/page"), roles: ["admin"] },
  {
    path: "/admin/spam",
    load: () => import("./spam/page"),
    roles: ["admin", "sales", "recruiting"],
  },
  { path: "/admin/enquiries", load: () => import("./enquiries/page"), roles: ["admin", "sales"] },
  {
    path: "/admin/applications",
    load: () => import("./applications/page"),
    roles: ["admin", "recruiting"],
  },
  {
    path: "/admin/subscribers",
    load: () => import("./subscribers/page"),
    roles: ["admin", "marketing"],
  },
  { path: "/admin/account", load: () => import("./account/page"), roles: [...STAFF_ROLES] },
];

it("the menu offers each role only the sections it may open", () => {
  for (const role of STAFF_ROLES) {
    const hrefs = workspaceLinks({ role }).map((link) => link.href);
    for (const page of PAGES) {
      expect(hrefs.includes(page.path), `${role} menu has ${page.path}`).toBe(
        page.roles.includes(role),
      );
    }
  }
});

/** An application with a PDF résumé, through the real endpoint. */
async function postApplication(): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validApplication, type: "2" }))
    form.set(name, value);
  form.set("resume", new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }), "cv.pdf");
  expect((await applicationsPost(multipartRequest("/api/applications", form))).status).toBe(201);
}

describeBackends("workspace rights", backends, (suite) => {
  const sessionOf = (role: StaffRole) => sessionCookieOf(suite.context, role);

  it("a page outside the role's rights is not found; signed out, it asks to sign in first", async () => {
    const sessions = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await sessionOf(role)] as const)),
    ) as Record<StaffRole, string>;
    for (const page of PAGES) {
      for (const role of STAFF_ROLES) {
        setRequestCookie(sessions[role]);
        expect(await pageOutcome(page.load), `${role} ${page.path}`).toBe(
          page.roles.includes(role) ? "page" : "404",
        );
      }
      setRequestCookie("");
      expect(await pageOutcome(page.load), `signed out ${page.path}`).toBe(
        `redirect /admin?next=${page.path}`,
      );
    }
  });

  it("an export or résumé outside the role's rights is 403 with a session, 401 without one", async () => {
    await postApplication();
    const [resume] = await suite.db.select().from(resumes);
    const resumePath = `/admin/export/resumes/${resume!.id}`;
    const routes: {
      path: string;
      get: (request: Request) => Promise<Response>;
      roles: StaffRole[];
    }[] = [
      { path: "/admin/export/enquiries.csv", get: enquiriesCsv, roles: ["admin", "sales"] },
      {
        path: "/admin/export/applications.csv",
        get: applicationsCsv,
        roles: ["admin", "recruiting"],
      },
      {
        path: "/admin/export/subscribers.csv",
        get: subscribersCsv,
        roles: ["admin", "marketing"],
      },
      {
        path: resumePath,
        get: (request) => resumeGet(request, { params: Promise.resolve({ id: resume!.id }) }),
        roles: ["admin", "recruiting"],
      },
    ];
    for (const role of STAFF_ROLES) {
      const cookie = await sessionOf(role);
      for (const route of routes) {
        const response = await route.get(clientRequest(route.path, { headers: { cookie } }));
        expect(response.status, `${role} ${route.path}`).toBe(
          route.roles.includes(role) ? 200 : 403,
        );
      }
    }
    // Signed out: 401, never a redirect, so scripts can tell.
    for (const route of routes)
      expect((await route.get(clientRequest(route.path))).status, `signed out ${route.path}`).toBe(
        401,
      );
  });

  it("a workspace form rewritten to point at an application is not found for sales, and writes nothing", async () => {
    await postApplication();
    const [application] = await suite.db.select().from(applications);
    const rewritten = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        kind: "application",
        id: application!.id,
        ...fields,
      }))
        body.set(name, value);
      return body;
    };
    setRequestCookie(await sessionOf("sales"));
    expect(await settled(() => addNoteAction(rewritten({ note: "Sales was here" })))).toBe("404");
    expect(await settled(() => changeStatusAction(rewritten({ status: "closed" })))).toBe("404");
    expect(await suite.db.select().from(recordEvents)).toEqual([]);
    const [after] = await suite.db.select().from(applications);
    expect(after!.status).toBe(application!.status);
    // The same form from recruiting is done.
    setRequestCookie(await sessionOf("recruiting"));
    expect(await settled(() => addNoteAction(rewritten({ note: "Recruiting was here" })))).toMatch(
      /^redirect \/admin\/applications\/.*notice=note/,
    );
    expect(await suite.db.select().from(recordEvents)).toHaveLength(1);
  });

  // The sign-in form's action on each database (the browser tests see the entry on PGlite).
  it("a password sign-in through the form is recorded in the audit log", async () => {
    await createStaffAccount(suite.context, {
      email: "ada@corvane.test",
      name: "Ada",
      role: "admin",
      password: PASSWORD,
    });
    setRequestCookie("");
    const form = new FormData();
    form.set("email", "ada@corvane.test");
    form.set("password", PASSWORD);
    form.set("next", "/admin");
    expect(await settled(() => signIn(initialFormState(), form))).toMatch(/^redirect /);
    const entries = await suite.db.select().from(auditLog);
    expect(entries.map((entry) => entry.action)).toEqual(["signin"]);
  });
});
