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
  it("recognises PDF, DOC and DOCX", async () => {
    expect(await sniffResume(pdfBytes())).toBe("pdf");
    expect(await sniffResume(compoundFileBytes())).toBe("doc");
    expect(await sniffResume(docxBytes())).toBe("docx");
  });

  it("refuses look-alikes", async () => {
    expect(await sniffResume(fakePdfBytes())).toBeNull();
    expect(await sniffResume(Buffer.from("just text, named cv.pdf"))).toBeNull();
    expect(await sniffResume(Buffer.alloc(0))).toBeNull();
    expect(await sniffResume(Buffer.from(" %PDF-1.4"))).toBeNull();
    // An OLE2 file without a WordDocument stream (a spreadsheet or an installer).
    expect(await sniffResume(compoundFileBytes(["Root Entry", "Workbook"]))).toBeNull();
    // An OLE2 header alone.
    expect(await sniffResume(compoundFileBytes().subarray(0, 600))).toBeNull();
    // A ZIP that is not a Word document, and a macro-enabled one.
    expect(await sniffResume(zipBytes({ "hello.txt": "hi" }))).toBeNull();
    expect(await sniffResume(docxBytes({ "word/vbaProject.bin": "macros" }))).toBeNull();
    // A truncated ZIP.
    const docx = docxBytes();
    expect(await sniffResume(docx.subarray(0, docx.length - 30))).toBeNull();
  });

  it("lists ZIP entries from the central directory", async () => {
    expect(await zipEntryNames(zipBytes({ "a.txt": "1", "dir/b.xml": "2" }))).toEqual([
      "a.txt",
      "dir/b.xml",
    ]);
    expect(await zipEntryNames(pdfBytes())).toBeNull();
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

  it("reads IPv6 and IPv4-mapped proxies and forwarded addresses", () => {
    const proxies = trust("10.0.0.0/8, 2001:db8::/32");
    // Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d.
    expect(clientAddress(headers("::ffff:10.0.0.2", "198.51.100.9"), proxies)).toBe("198.51.100.9");
    expect(clientAddress(headers("2001:db8:5::1", "[2001:db8:7::1], 2001:db9::1"), proxies)).toBe(
      "2001:db9::1",
    );
    expect(clientAddress(headers("2001:db8:5::1", "fe80::1%eth0"), proxies)).toBe("fe80::1");
    expect(
      clientAddress(headers("2001:db8:5::1", "::ffff:10.1.1.1, ::ffff:192.0.2.1"), proxies),
    ).toBe("192.0.2.1");
    // An inet_aton form is garbage, not 127.0.0.1.
    expect(clientAddress(headers("10.0.0.2", "6.6.6.6, 127.1"), proxies)).toBe("10.0.0.2");
    // A peer that is not an address at all is kept as it came (one bucket for it).
    expect(clientAddress(headers(" not-an-ip "), proxies)).toBe("not-an-ip");
  });

  it("refuses a malformed TRUST_PROXY entry by name", () => {
    for (const bad of ["2001:db8::/129", "::ffff:10.0.0.0/95", "127.1", "10.0.0.0/8/8"])
      expect(() => trust(`loopback, ${bad}`), bad).toThrow(
        `"${bad}" is not an address, a network (10.0.0.0/8) or loopback/private`,
      );
    expect(trust("::ffff:10.0.0.0/104, [::1]").map((n) => n.prefix)).toEqual([8, 128]);
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

  it("reads IPv6 in brackets, with zone ids and with IPv4 inside", () => {
    const text = (value: string) => {
      const address = parseIp(value);
      return address && formatIp(address);
    };
    expect(text("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(text("::FFFF:a00:1")).toBe("10.0.0.1");
    expect(text("[::1]")).toBe("::1");
    expect(text(" [2001:db8::1] ")).toBe("2001:db8::1");
    expect(text("fe80::1%eth0")).toBe("fe80::1");
    expect(text("[fe80::1%eth0]")).toBe("fe80::1");
    expect(text("64:ff9b::192.0.2.1")).toBe("64:ff9b::c000:201");
    // The deprecated IPv4-compatible form is an IPv6 address, not the IPv4 host (ipaddr.js
    // alone would read it as ::ffff:1.2.3.4).
    expect(text("::1.2.3.4")).toBe("::102:304");
    // A zone id belongs to IPv6 only.
    expect(text("1.2.3.4%eth0")).toBeNull();
  });

  it("refuses the inet_aton and over-long forms ipaddr.js would accept", () => {
    for (const bad of [
      "127.1",
      "2130706433",
      "0x7f.0.0.1",
      "010.0.0.1",
      "::ffff:010.0.0.1",
      "::ffff:0x7f.0.0.1",
      "::ffff:1.2.3",
      "00001::",
      "1:2:3:4:5:6:7::8",
      "[1.2.3.4",
    ])
      expect(parseIp(bad), bad).toBeNull();
  });

  it("matches IPv6 networks, and never across families", () => {
    const net = parseNetwork("2001:db8::/32")!;
    expect(net.prefix).toBe(32);
    expect(networkContains(net, parseIp("2001:db8:ffff::1")!)).toBe(true);
    expect(networkContains(net, parseIp("2001:0DB8::")!)).toBe(true);
    expect(networkContains(net, parseIp("2001:db9::1")!)).toBe(false);
    expect(networkContains(net, parseIp("32.1.13.184")!)).toBe(false);
    expect(networkContains(parseNetwork("10.0.0.0/8")!, parseIp("::ffff:10.9.8.7")!)).toBe(true);
    expect(networkContains(parseNetwork("[::1]")!, parseIp("::1")!)).toBe(true);
    expect(networkContains(parseNetwork("fe80::%eth0/64")!, parseIp("fe80::1%eth1")!)).toBe(true);
    expect(networkContains(parseNetwork("0.0.0.0/0")!, parseIp("203.0.113.9")!)).toBe(true);
    // An IPv6 network with IPv4 text inside keeps its IPv6 length; only ::ffff: is IPv4.
    const compatible = parseNetwork("::1.2.3.4/128")!;
    expect(compatible.prefix).toBe(128);
    expect(networkContains(compatible, parseIp("::102:304")!)).toBe(true);
    expect(networkContains(compatible, parseIp("::5")!)).toBe(false);
  });

  it("refuses malformed networks", () => {
    for (const bad of [
      "10.0.0.0/33",
      "2001:db8::/129",
      "10.0.0.0/",
      "10.0.0.0/-1",
      "10.0.0.0/8/8",
      "10.0.0.0/x",
      "10.0.0.0/0008",
      "::ffff:10.0.0.0/95",
      "10.1/16",
      "2001:db8::/32%eth0",
      "/8",
    ])
      expect(parseNetwork(bad), bad).toBeNull();
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
