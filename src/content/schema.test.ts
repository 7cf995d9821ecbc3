/** The rules of a link a studio user types (linkSchema: actions, menus, calls to action). */
import { expect, it } from "vitest";
import { linkSchema } from "./schema";

const check = (href: string) => linkSchema.safeParse({ href, label: "Read more" });
const LINK_MESSAGE =
  "Enter a path of this site (/about), a web address starting with https:// or http://, a mailto: or a tel: link";

it.each([
  "/about",
  "/about#our-team",
  "/Why{product}",
  "https://www.linkedin.com/company/corvane",
  "http://example.com/page?x=1",
  "mailto:hello@corvane.example",
  "tel:+15125550142",
  "{contactUrl}",
])("accepts %s", (href) => {
  expect(check(href).success).toBe(true);
});

it.each([
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "ftp://example.com/file",
  "file:///etc/passwd",
  "//evil.example/path",
  "https:alert(1)",
  "mailto:",
  "tel:call me",
])("refuses %s, saying which links are allowed (issue 48)", (href) => {
  const result = check(href);
  expect(result.success).toBe(false);
  if (!result.success) expect(result.error.issues[0]?.message).toBe(LINK_MESSAGE);
});
