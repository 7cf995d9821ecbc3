/** How the workspace says a length of time (the Mail page's oldest message, the Jobs page). */
import { expect, it } from "vitest";
import { formatAge } from "./mail-status";

it.each([
  [42, "42 s"],
  [180, "3 min"],
  [2 * 3600 + 300, "2 h 5 min"],
  [2 * 3600, "2 h"],
  [28 * 3600, "1 d 4 h"],
  [48 * 3600, "2 d"],
])("%i s reads %s, with no zero part", (seconds, words) => {
  expect(formatAge(seconds)).toBe(words);
});
