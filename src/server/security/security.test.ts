import { describe, expect, it } from "vitest";
import {
  compoundFileBytes,
  docxBytes,
  fakePdfBytes,
  pdfBytes,
  zipBytes,
} from "@tests/support/server/files";
import { parseEnv } from "@/config/env";
import { formatIp, networkContains, parseIp, parseNetwork } from "@/lib/net/ip";
import { addressBuckets, clientAddress, peerStamp, PEER_HEADER } from "./client-address";
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
  const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it("is the socket's address; X-Forwarded-For is ignored without TRUST_PROXY", () => {
    expect(clientAddress(headers("198.51.100.4", "1.2.3.4"), [])).toBe("198.51.100.4");
    expect(clientAddress(headers("::ffff:198.51.100.4"), [])).toBe("198.51.100.4");
    expect(clientAddress(headers("2001:DB8:0:0::1"), [])).toBe("2001:db8::1");
  });

  it("ignores X-Forwarded-For from a direct client that is not a listed proxy", () => {
    // The app port reached directly: the client writes whatever it likes.
    const proxies = trust("10.0.0.2, 192.168.1.0/24");
    expect(clientAddress(headers("203.0.113.9", "1.2.3.4"), proxies)).toBe("203.0.113.9");
    expect(clientAddress(headers("203.0.113.9", "1.2.3.4, 10.0.0.2"), proxies)).toBe("203.0.113.9");
    // The old "one proxy" reading is now "a proxy on this machine", not "anyone".
    expect(clientAddress(headers("203.0.113.9", "1.2.3.4"), trust("true"))).toBe("203.0.113.9");
    expect(clientAddress(headers("127.0.0.1", "198.51.100.9"), trust("true"))).toBe("198.51.100.9");
  });

  it("walks X-Forwarded-For from the right past trusted proxies only", () => {
    const proxies = trust("10.0.0.0/8, ::1");
    // client → proxy (appends the client) → app; the client tried to spoof with 6.6.6.6.
    expect(clientAddress(headers("10.0.0.2", "6.6.6.6, 198.51.100.9"), proxies)).toBe(
      "198.51.100.9",
    );
    // Two proxies: the inner one's address is skipped, the client's taken.
    expect(clientAddress(headers("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.1"), proxies)).toBe(
      "198.51.100.9",
    );
    expect(clientAddress(headers("::1", "2001:db8::7"), proxies)).toBe("2001:db8::7");
    // Only proxies in the chain: the leftmost one.
    expect(clientAddress(headers("10.0.0.2", "10.0.0.3"), proxies)).toBe("10.0.0.3");
    // Garbage from a proxy: the nearest address known, not whatever lies beyond.
    expect(clientAddress(headers("10.0.0.2", "6.6.6.6, not-an-ip"), proxies)).toBe("10.0.0.2");
    // A proxy that added nothing: the proxy itself.
    expect(clientAddress(headers("10.0.0.2"), proxies)).toBe("10.0.0.2");
  });

  it("reads TRUST_PROXY as a list of proxies and refuses a count of them", () => {
    expect(trust("false")).toEqual([]);
    expect(trust("10.0.0.1,10.1.0.0/16").map((n) => n.prefix)).toEqual([32, 16]);
    expect(trust("loopback, private")).toHaveLength(6);
    expect(() => trust("2")).toThrow(/number of proxies is no longer accepted/);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => trust("proxy.example")).toThrow(/TRUST_PROXY/);
  });

  it("does not believe a stamp written by the client", () => {
    expect(clientAddress(headers("x", undefined, "forged 1.2.3.4"), [])).toBe("unknown");
    expect(clientAddress(headers(null, "1.2.3.4"), [])).toBe("unknown");
  });

  it("groups IPv6 clients by /64, and their networks by /48", () => {
    expect(addressBuckets("2001:db8:1:2:aaaa::1")).toEqual({
      client: "2001:db8:1:2::/64",
      network: "2001:db8:1::/48",
    });
    expect(addressBuckets("2001:0db8:0001:0002:ffff:ffff:ffff:ffff").client).toBe(
      "2001:db8:1:2::/64",
    );
    expect(addressBuckets("::1").client).toBe(addressBuckets("::2").client);
    expect(addressBuckets("198.51.100.4")).toEqual({ client: "198.51.100.4" });
  });
});

describe("IP addresses and networks", () => {
  it("parses, formats and matches", () => {
    expect(formatIp(parseIp("::ffff:192.0.2.1")!)).toBe("192.0.2.1");
    expect(formatIp(parseIp("[2001:db8::1]")!)).toBe("2001:db8::1");
    expect(formatIp(parseIp("2001:db8:0:0:1:0:0:1")!)).toBe("2001:db8::1:0:0:1");
    for (const bad of ["1.2.3", "1.2.3.256", "01.2.3.4", "1::2::3", "12345::", "a.b.c.d", ""])
      expect(parseIp(bad)).toBeNull();
    const net = parseNetwork("172.16.0.0/12")!;
    expect(networkContains(net, parseIp("172.31.255.255")!)).toBe(true);
    expect(networkContains(net, parseIp("172.32.0.0")!)).toBe(false);
    expect(networkContains(parseNetwork("fc00::/7")!, parseIp("fd12::1")!)).toBe(true);
    expect(networkContains(parseNetwork("fc00::/7")!, parseIp("10.0.0.1")!)).toBe(false);
    expect(parseNetwork("::ffff:10.0.0.0/104")).toEqual(parseNetwork("10.0.0.0/8"));
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
