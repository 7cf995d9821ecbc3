import { afterEach, describe, expect, it, vi } from "vitest";

describe("instrumentation-client", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("puts Zod in jitless mode before it loads, so no schema tries `new Function` (a CSP violation)", async () => {
    await import("./instrumentation-client");
    const probe = vi.spyOn(globalThis, "Function");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ email: z.string(), name: z.string() });
    expect(schema.parse({ email: "a@b.test", name: "A" })).toEqual({
      email: "a@b.test",
      name: "A",
    });
    expect(probe).not.toHaveBeenCalled();
  });
});
