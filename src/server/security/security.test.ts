import { describe, expect, it } from "vitest";
import {
  compoundFileBytes,
  docxBytes,
  fakePdfBytes,
  pdfBytes,
  zipBytes,
} from "@tests/support/server/files";
import { addressBucket, clientAddress, peerStamp, PEER_HEADER } from "./client-address";
import { checkBot } from "./bot-check";
import { safeFileName, sniffResume, zipEntryNames } from "./sniff";

describe("résumé sniffing (by bytes, never by name)", () => {
  it("recognises PDF, DOC and DOCX", () => {
    expect(sniffResume(pdfBytes())).toBe("pdf");
    expect(sniffResume(compoundFileBytes())).toBe("doc");
    expect(sniffResume(docxBytes())).toBe("docx");
  });

  it("refuses look-alikes", () => {
    expect(sniffResume(fakePdfBytes())).toBeNull();
    expect(sniffResume(Buffer.from("just text, named cv.pdf"))).toBeNull();
    expect(sniffResume(Buffer.alloc(0))).toBeNull();
    expect(sniffResume(Buffer.from(" %PDF-1.4"))).toBeNull();
    // An OLE2 file without a WordDocument stream (a spreadsheet or an installer).
    expect(sniffResume(compoundFileBytes(["Root Entry", "Workbook"]))).toBeNull();
    // An OLE2 header alone.
    expect(sniffResume(compoundFileBytes().subarray(0, 600))).toBeNull();
    // A ZIP that is not a Word document, and a macro-enabled one.
    expect(sniffResume(zipBytes({ "hello.txt": "hi" }))).toBeNull();
    expect(sniffResume(docxBytes({ "word/vbaProject.bin": "macros" }))).toBeNull();
    // A truncated ZIP.
    const docx = docxBytes();
    expect(sniffResume(docx.subarray(0, docx.length - 30))).toBeNull();
  });

  it("lists ZIP entries from the central directory", () => {
    expect(zipEntryNames(zipBytes({ "a.txt": "1", "dir/b.xml": "2" }))).toEqual([
      "a.txt",
      "dir/b.xml",
    ]);
    expect(zipEntryNames(pdfBytes())).toBeNull();
  });

  it("makes safe download names with the sniffed extension", () => {
    expect(safeFileName("C:\\Users\\ana\\My CV.exe", "pdf")).toBe("My CV.pdf");
    expect(safeFileName("../../etc/passwd", "doc")).toBe("passwd.doc");
    expect(safeFileName('"><script>.docx', "docx")).toBe("script.docx");
    expect(safeFileName("Zoë Łukasz 履歴書.pdf", "pdf")).toBe("Zoë Łukasz 履歴書.pdf");
    expect(safeFileName("", "pdf")).toBe("resume.pdf");
  });
});

describe("client address", () => {
  const headers = (address: string | null, forwarded?: string, stamp?: string) => {
    const h = new Headers();
    if (address !== null) h.set(PEER_HEADER, stamp ?? peerStamp(address));
    if (forwarded) h.set("x-forwarded-for", forwarded);
    return h;
  };

  it("is the socket's address; X-Forwarded-For is ignored without TRUST_PROXY", () => {
    expect(clientAddress(headers("198.51.100.4", "1.2.3.4"), 0)).toBe("198.51.100.4");
    expect(clientAddress(headers("::ffff:198.51.100.4"), 0)).toBe("198.51.100.4");
  });

  it("takes the n-th address from the right with TRUST_PROXY = n", () => {
    // client → proxy (appends the client) → app; the client tried to spoof with 6.6.6.6.
    expect(clientAddress(headers("10.0.0.2", "6.6.6.6, 198.51.100.9"), 1)).toBe("198.51.100.9");
    expect(clientAddress(headers("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.1"), 2)).toBe(
      "198.51.100.9",
    );
    // Fewer entries than hops: the leftmost one.
    expect(clientAddress(headers("10.0.0.2", "198.51.100.9"), 5)).toBe("198.51.100.9");
    // Garbage in the trusted slot: fall back to the socket.
    expect(clientAddress(headers("10.0.0.2", "not-an-ip"), 1)).toBe("10.0.0.2");
  });

  it("does not believe a stamp written by the client", () => {
    expect(clientAddress(headers("x", undefined, "forged 1.2.3.4"), 0)).toBe("unknown");
    expect(clientAddress(headers(null, "1.2.3.4"), 0)).toBe("unknown");
  });

  it("groups IPv6 clients by /64 network", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("198.51.100.4")).toBe("198.51.100.4");
  });
});

describe("bot check", () => {
  it("flags a filled honeypot and a too-fast fill, and trusts a missing clock", () => {
    expect(checkBot({ website: "http://spam" }, 2000)).toEqual({ bot: true, reason: "honeypot" });
    expect(checkBot({ website: "", fillMs: 150 }, 2000)).toEqual({ bot: true, reason: "too-fast" });
    expect(checkBot({ fillMs: "abc" }, 2000)).toEqual({ bot: true, reason: "too-fast" });
    expect(checkBot({ website: "", fillMs: 2500 }, 2000)).toEqual({ bot: false });
    expect(checkBot({}, 2000)).toEqual({ bot: false });
    expect(checkBot({ fillMs: "" }, 2000)).toEqual({ bot: false });
  });
});
