/**
 * Next.js calls `register` once per server process before it takes requests. The forms
 * backend starts here (src/server/boot.ts); it also starts lazily on first use, so code
 * paths without this hook (tests) behave the same.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { boot } = await import("./server/boot");
    await boot();
  }
}
