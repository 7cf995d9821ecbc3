import { describe, expect, it } from "vitest";
import { describeHost, isWellFormedHost } from "./host";

describe("isWellFormedHost", () => {
  it.each([
    "example.com",
    "www.corvane.example:443",
    "localhost",
    "localhost:3000",
    "127.0.0.1",
    "127.0.0.1:8080",
    "[::1]",
    "[::1]:3000",
    "[2001:db8::7]",
    "web_1",
    "example.com.",
    "a",
  ])("takes %s", (host) => {
    expect(isWellFormedHost(host)).toBe(true);
  });

  it.each([
    null,
    "",
    "[bad",
    "[::1",
    "[::1]:x",
    "a b",
    "a/b",
    "a?b",
    "a#b",
    "user@example.com",
    "a:b:c",
    "\\evil",
    "a\u0001b",
    "example.com:0",
    "example.com:65536",
    "example.com:123456",
    ".",
    "-",
    ".example.com",
    "ü.example",
    "x".repeat(300),
  ])("refuses %j", (host) => {
    expect(isWellFormedHost(host)).toBe(false);
  });

  it("logs what it refused, quoted and cut to 100 characters", () => {
    expect(describeHost("a\nb")).toBe('"a\\nb"');
    expect(describeHost(null)).toBe("none");
    expect(describeHost("y".repeat(300))).toHaveLength(102);
  });
});
