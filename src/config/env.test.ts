import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeSettings, parseEnv, SettingsError } from "./env";
import { readSettings } from "@/server/settings";

/** `NAME` → default cell of every row of the settings tables in docs/settings.md. */
function documentedSettings(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync("docs/settings.md", "utf8").split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]+)`$/.exec(cells[1] ?? "")?.[1];
    if (name) rows.set(name, cells[2] ?? "");
  }
  return rows;
}

describe("settings", () => {
  it("start with every default when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.RATE_LIMIT_APPLICATIONS).toEqual({ limit: 3, windowSeconds: 600 });
    expect(env.TRUST_PROXY).toEqual([]);
    expect(env.RUN_JOBS).toBe("auto");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_ACKNOWLEDGE_APPLICATIONS).toBe(true);
  });

  it("treat a blank variable as unset and parse the rest", () => {
    const env = parseEnv({
      PORT: " ",
      RATE_LIMIT_CONTACT: "off",
      TRUST_PROXY: "10.0.0.1, 10.1.0.0/16",
      RUN_JOBS: "no",
      MAIL_ACKNOWLEDGE_APPLICATIONS: "false",
    });
    expect(env.PORT).toBe(3000);
    expect(env.RATE_LIMIT_CONTACT.limit).toBe(0);
    expect(env.TRUST_PROXY.map((network) => network.prefix)).toEqual([32, 16]);
    expect(env.RUN_JOBS).toBe(false);
    expect(env.MAIL_ACKNOWLEDGE_APPLICATIONS).toBe(false);
  });

  it("make the site's addresses follow PORT while SITE_URL is unset", () => {
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).SITE_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", SITE_URL: " " }).SITE_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", SITE_URL: "https://www.corvane.example/" }).SITE_URL).toBe(
      "https://www.corvane.example",
    );
    // The server's settings (mail links, seed:demo's sign-in address) read the same.
    expect(readSettings({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
  });

  it("refuse wrong values with one error naming every variable, without repeating secrets", () => {
    const attempt = () =>
      parseEnv({
        PORT: "eighty",
        RATE_LIMIT_CONTACT: "five",
        RUN_JOBS: "maybe",
        DATABASE_URL: "mysql://root:hunter2@db/site",
      });
    expect(attempt).toThrow(SettingsError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/PORT: must be a whole number \(got "eighty"\)/);
    expect(message).toMatch(/RATE_LIMIT_CONTACT: must look like "5\/600"/);
    expect(message).toMatch(/RUN_JOBS: must be auto, true or false/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(message).not.toContain("hunter2");
  });

  it("are the settings tables of docs/settings.md, with the same defaults", () => {
    const documented = documentedSettings();
    const schema = describeSettings();
    expect([...documented.keys()].sort()).toEqual(schema.map(({ name }) => name).sort());
    for (const { name, meta } of schema) {
      const cell = documented.get(name)!;
      if (meta.default === undefined) expect(cell, name).toMatch(/^—/);
      else expect(cell, name).toContain(`\`${meta.default}\``);
    }
  });
});
