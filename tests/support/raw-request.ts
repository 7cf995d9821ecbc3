/**
 * One HTTP request with nothing added by a client library: the caller chooses the method, every
 * header and how the body is framed (a Content-Length, or chunks). For tests of the site's own
 * server (src/serve.mjs and what it puts in front of Next.js).
 */
import http from "node:http";

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Names and values in the order and spelling they were sent. */
  rawHeaders: string[];
  body: Buffer;
}

export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    chunked = false,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Send the body in chunks; otherwise it goes with its Content-Length. */
    chunked?: boolean;
  } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    // end(body) alone would make Node.js send a Content-Length.
    if (body !== undefined) {
      if (chunked) request.setHeader("transfer-encoding", "chunked");
      else request.setHeader("content-length", Buffer.byteLength(body));
    }
    request.end(body);
  });
}
