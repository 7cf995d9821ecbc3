import { afterEach, describe, expect, it, vi } from "vitest";

describe("the forms' Zod", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is jitless once the schemas load, so no parse tries `new Function` (a CSP violation)", async () => {
    const probe = vi.spyOn(globalThis, "Function");
    const { contactSchema } = await import("./schemas");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    contactSchema.safeParse({});
    expect(probe).not.toHaveBeenCalled();
  });
});
