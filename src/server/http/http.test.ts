import { describe, expect, it } from "vitest";
import { pdfBytes } from "@tests/support/server/files";
import { readLimitedBody, readJsonObject } from "./body";
import { readMultipart } from "./multipart";
import { guard, HttpError } from "./responses";

/** A request whose body is produced chunk by chunk, counting how many chunks were pulled. */
function streamingRequest(chunks: number, chunkSize: number, contentType = "application/json") {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
    },
  });
  const request = new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 0;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
};

describe("body limits", () => {
  it("stops reading as soon as the body passes its limit", async () => {
    const { request, pulled } = streamingRequest(10_000, 1024);
    expect(await status(readLimitedBody(request, 8 * 1024))).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(10);
  });

  it("refuses at once when Content-Length is over the limit", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "x".repeat(100),
      headers: { "content-length": "100000" },
    });
    expect(await status(readLimitedBody(request, 1000))).toBe(413);
  });

  it("reads bodies within the limit, and refuses non-objects and broken JSON with 400", async () => {
    const make = (body: string) => new Request("http://localhost/x", { method: "POST", body });
    expect(await readJsonObject(make('{"a":"é"}'), 100)).toEqual({ a: "é" });
    expect(await status(readJsonObject(make("[1]"), 100))).toBe(400);
    expect(await status(readJsonObject(make("{"), 100))).toBe(400);
    expect(await status(readJsonObject(make("null"), 100))).toBe(400);
    const invalidUtf8 = new Request("http://localhost/x", {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect(await status(readJsonObject(invalidUtf8, 100))).toBe(400);
  });
});

describe("multipart", () => {
  const limits = {
    bodyBytes: 64 * 1024,
    fileBytes: 16 * 1024,
    files: 1,
    fields: 10,
    fieldBytes: 1024,
    fileTooLarge: () => new HttpError(413, { errors: { resume: "too large" } }),
    tooManyFiles: () => new HttpError(400, { errors: { resume: "one file" } }),
  };
  const request = (form: FormData) =>
    new Request("http://localhost/x", { method: "POST", body: form });

  it("reads fields and a file", async () => {
    const form = new FormData();
    form.set("firstName", "Zoë");
    form.set(
      "resume",
      new Blob([new Uint8Array(pdfBytes())], { type: "application/pdf" }),
      "cv.pdf",
    );
    const parsed = await readMultipart(request(form), limits);
    expect(parsed.fields).toEqual({ firstName: "Zoë" });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({
      field: "resume",
      fileName: "cv.pdf",
      declaredType: "application/pdf",
    });
    expect(parsed.files[0]!.data.equals(pdfBytes())).toBe(true);
  });

  it("answers 413 for a file over its limit, 400 for a second file, 413 for a long field", async () => {
    const big = new FormData();
    big.set("resume", new Blob([new Uint8Array(16 * 1024 + 1)]), "cv.pdf");
    expect(await status(readMultipart(request(big), limits))).toBe(413);
    const two = new FormData();
    two.append("resume", new Blob([new Uint8Array(pdfBytes())]), "a.pdf");
    two.append("resume", new Blob([new Uint8Array(pdfBytes())]), "b.pdf");
    expect(await status(readMultipart(request(two), limits))).toBe(400);
    const longField = new FormData();
    longField.set("firstName", "x".repeat(2000));
    expect(await status(readMultipart(request(longField), limits))).toBe(413);
  });

  it("stops reading a body that passes the total limit", async () => {
    const boundary = "----boundary";
    let pulled = 0;
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(pulled === 1 ? head : new Uint8Array(1024).fill(0x61));
        if (pulled > 10_000) controller.close();
      },
    });
    const req = new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(await status(readMultipart(req, { ...limits, fieldBytes: 1024 * 1024 }))).toBe(413);
    expect(pulled).toBeLessThan(100);
  });

  it("answers 400 for a broken multipart body", async () => {
    const req = new Request("http://localhost/x", {
      method: "POST",
      body: "--x\r\nnonsense",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await status(readMultipart(req, limits))).toBe(400);
    const noBoundary = new Request("http://localhost/x", {
      method: "POST",
      body: "abc",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(await status(readMultipart(noBoundary, limits))).toBe(400);
  });
});

describe("error answers", () => {
  it("never carry a stack trace", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await guard("test", async () => {
        throw new Error("secret detail at /srv/app/file.ts:12");
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain("secret detail");
      expect(text).not.toMatch(/at .*:\d+/);
      expect(JSON.parse(text)).toMatchObject({
        error: expect.any(String),
        reference: expect.any(String),
      });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
