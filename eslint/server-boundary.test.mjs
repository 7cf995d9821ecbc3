import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The code here is text for files that do not exist; import/no-cycle (which follows imports on
// disk) has nothing to say about them and cannot read them.
const eslint = new ESLint({ overrideConfig: { rules: { "import/no-cycle": "off" } } });

/** The messages of the server-boundary rule for `code` as if it were the file `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "corvane/server-boundary");
}

const serverImport = `import { getContext } from "@/server/context";\nexport const x = getContext;\n`;

describe("the server boundary (npm run lint)", { timeout: 60_000 }, () => {
  it("refuses a client module that imports server code, wherever it lives", async () => {
    const errors = await boundaryErrors(
      "src/app/admin/widget.tsx",
      `"use client";\n${serverImport}`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].severity).toBe(2);
  });

  it("refuses server imports from components, lib, content and config, by alias or relative path", async () => {
    expect(await boundaryErrors("src/components/ui/x.tsx", serverImport)).toHaveLength(1);
    expect(await boundaryErrors("src/lib/forms/x.ts", serverImport)).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/lib/forms/y.ts",
        `export { readSettings } from "../../server/settings";\n`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        "src/components/z.ts",
        `export const load = () => import("@/server/db/client");\n`,
      ),
    ).toHaveLength(1);
  });

  it("lets routes and server code import it", async () => {
    expect(await boundaryErrors("src/app/api/x/route.ts", serverImport)).toEqual([]);
    expect(await boundaryErrors("src/server/endpoints/x.ts", serverImport)).toEqual([]);
  });
});
