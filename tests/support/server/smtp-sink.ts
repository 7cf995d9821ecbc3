/**
 * An SMTP server in the test process that keeps what it receives, with a small MIME reader
 * for the parts the tests look at (headers, text, attachments).
 */
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The user the client signed in as (sinks with `auth`), or null. */
  user: string | null;
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
  /** Resolves when `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Sign-ins refused so far (sinks with `auth`). */
  refusedLogins: number;
  /**
   * From now on a message is held after its data arrived and before it is accepted (the
   * sender is "mid-send"); `release` accepts the held ones, unless their sender hung up.
   */
  hold(): void;
  release(): void;
  /** Users whose messages are being held now. */
  held(): (string | null)[];
}

export interface SinkOptions {
  /** Refuse these recipients with 550 at RCPT TO. */
  reject?: (to: string) => boolean;
  /** Defer these recipients with 450 (try again later) at RCPT TO. */
  defer?: (to: string) => boolean;
  /**
   * Require AUTH (PLAIN/LOGIN, any password) and answer 535 while `refuse()` is true; mail
   * sent without signing in is refused with 530.
   */
  auth?: { refuse: () => boolean };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              "latin1",
            ).toString("utf8"),
    );
}

function unfoldHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    default:
      return Buffer.from(body, "utf8");
  }
}

function parse(
  raw: string,
  envelope: { user: string | null; from: string; to: string[] },
): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = unfoldHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const mail: ReceivedMail = { ...envelope, raw, headers, text: "", attachments: [] };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const trimmed = part.replace(/^\r\n/, "");
        const end = trimmed.indexOf("\r\n\r\n");
        visit(unfoldHeaders(trimmed.slice(0, end)), trimmed.slice(end + 4).replace(/\r\n$/, ""));
      }
      return;
    }
    const content = decode(partBody, partHeaders["content-transfer-encoding"]);
    const disposition = partHeaders["content-disposition"] ?? "";
    if (disposition.startsWith("attachment")) {
      // filename="…", filename*=UTF-8''…, or RFC 2231 continuations (filename*0*=utf-8''…).
      const pieces = [
        ...disposition.matchAll(/filename(?:\*\d+)?\*?=(?:utf-8'')?"?([^";]+)"?/gi),
      ].map((m) => m[1]!);
      const filename = pieces.join("");
      mail.attachments.push({
        filename: decodeURIComponent(filename),
        contentType: type.split(";")[0]!,
        content,
      });
    } else if (type.startsWith("text/plain")) {
      mail.text += content.toString("utf8");
    }
  };
  visit(headers, body);
  return mail;
}

export async function startSmtpSink(port = 0, options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Set<string>();
  let holding = false;
  const heldMail: { user: string | null; accept: () => void }[] = [];
  const state = { refusedLogins: 0 };
  const server = new SMTPServer({
    authOptional: !options.auth,
    authMethods: ["PLAIN", "LOGIN"],
    disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    // The test clients speak plain SMTP on loopback.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth?.refuse()) {
        state.refusedLogins++;
        const error = Object.assign(new Error("Authentication credentials invalid"), {
          responseCode: 535,
        });
        return callback(error);
      }
      callback(null, { user: auth.username ?? "" });
    },
    onClose(session) {
      closed.add(session.id);
    },
    onRcptTo(address, _session, callback) {
      if (options.reject?.(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      if (options.defer?.(address.address)) {
        const error = Object.assign(new Error("Mailbox busy, try later"), { responseCode: 450 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const user = typeof session.user === "string" ? session.user : null;
        const accept = () => {
          // A sender that hung up before the answer did not get its message delivered.
          if (closed.has(session.id)) return;
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          messages.push(
            parse(Buffer.concat(chunks).toString("utf8"), {
              user,
              from,
              to: session.envelope.rcptTo.map((r) => r.address),
            }),
          );
          waiters.splice(0).forEach((wake) => wake());
          callback();
        };
        if (holding) heldMail.push({ user, accept });
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  const credentials = options.auth ? "sink:secret@" : "";
  return {
    port: actualPort,
    url: `smtp://${credentials}127.0.0.1:${actualPort}/?ignoreTLS=true`,
    messages,
    get refusedLogins() {
      return state.refusedLogins;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      heldMail.splice(0).forEach((mail) => mail.accept());
    },
    held: () => heldMail.map((mail) => mail.user),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} message(s), got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
  };
}
