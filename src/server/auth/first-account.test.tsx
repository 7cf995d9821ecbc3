/**
 * A newcomer's first start (issue 48): with no staff account, the start log and the /admin
 * sign-in page say how to make the first admin; once one exists, neither does.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { availableBackends, describeBackends } from "@tests/support/server/harness";
import { staffUsers } from "../db/schema";
import { announceFirstAccount } from "./first-account";

// The sign-in page reads the request's cookies through next/headers: a visitor without any.
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));

const backends = await availableBackends();

const addAccount = (db: Parameters<typeof announceFirstAccount>[0]["database"]["db"]) =>
  db.insert(staffUsers).values({ id: "staff-1", name: "Ada", email: "ada@x.test", role: "admin" });

describeBackends("first account", backends, (suite) => {
  it("the start log says how to make the first admin while nobody can sign in", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(await announceFirstAccount(suite.context)).toBe(true);
    const line = info.mock.calls.map((call) => String(call[0])).join("\n");
    expect(line).toContain("No staff account yet");
    expect(line).toContain("`npm run staff -- add <email> admin`");
    expect(line).toContain("`ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start`");
    expect(line).toContain(`sign in at ${suite.context.settings.siteUrl}/admin`);
    expect(line).toContain(suite.backend === "pglite" ? "stop the site and run" : "run `npm");

    info.mockClear();
    await addAccount(suite.db);
    expect(await announceFirstAccount(suite.context)).toBe(false);
    expect(info).not.toHaveBeenCalled();
  });

  it("the /admin sign-in page says it too, on an empty database only", async () => {
    const { default: WorkspaceHome } = await import("@/app/admin/page");
    const page = async () =>
      renderToStaticMarkup(await WorkspaceHome({ searchParams: Promise.resolve({}) }))
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;|&apos;/g, "'");
    const empty = await page();
    expect(empty).toContain("Sign in to the workspace");
    expect(empty).toContain("No staff account exists yet.");
    expect(empty).toContain("npm run staff -- add &lt;email&gt; admin");
    expect(empty).toContain("ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start");

    await addAccount(suite.db);
    const usual = await page();
    expect(usual).toContain("Sign in to the workspace");
    expect(usual).not.toContain("No staff account");
  });
});
