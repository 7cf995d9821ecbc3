import { describe, expect, it } from "vitest";
import { validApplication } from "@tests/support/fixtures/forms";
import { applicationMessages, positionPhoneMessages } from "./application";
import { fieldErrors } from "./errors";
import { callingCode, formatStoredPhone, phoneCountryFor, phoneCountryOptions } from "./phone";
import { positionApplicationSchema } from "./position-schema";

/** A position's application: the spec's fields less "I am a", with an international phone. */
const { firstName, lastName, email, experience } = validApplication;
const valid = {
  firstName,
  lastName,
  email,
  experience,
  phoneCountry: "IN",
  phone: "98765 43210",
  resume: [{ name: "cv.pdf", size: 1000, kind: "pdf" as const }],
};

const parse = (fields: Record<string, unknown>) =>
  positionApplicationSchema.safeParse({ ...valid, ...fields });

describe("a position's application schema (issue 48)", () => {
  it.each([
    ["US", "(512) 555-0199", "+15125550199"],
    ["IN", "+44 7700 900123", "+447700900123"],
    ["GB", "07700 900123", "+447700900123"],
    ["IN", "0044 7700 900123", "+447700900123"],
    ["IN", "98765 43210", "+919876543210"],
    ["DE", "+49 30 901820", "+4930901820"],
    ["BR", "+55 11 91234-5678", "+5511912345678"],
    ["US", "+91 98765 43210", "+919876543210"],
  ])("in %s, %j is stored as %s", (phoneCountry, phone, e164) => {
    const result = parse({ phoneCountry, phone });
    expect(result.error).toBeUndefined();
    expect(result.data?.phone).toBe(e164);
  });

  it("reads its own E.164 output the same again, as the server reads what the browser posts", () => {
    const once = parse({ phoneCountry: "GB", phone: "07700 900123" }).data!;
    const again = parse({ phoneCountry: "GB", phone: once.phone }).data!;
    expect(again.phone).toBe(once.phone);
    expect(parse({ phoneCountry: "US", phone: once.phone }).data?.phone).toBe("+447700900123");
  });

  it.each([
    ["US", "+1 555 0199"],
    ["IN", "12345"],
    ["IN", "call me on +44 7700 900123"],
    ["IN", "+999 1234 5678"],
    ["IN", "abcdefghij"],
    ["IN", ""],
    ["IN", "+15550199"],
    ["IN", `+44 7700 900123${" ".repeat(40)}1`],
    ["IN", "+44 7700\u0000900123"],
  ])("in %s, %j is refused with the phone's message", (phoneCountry, phone) => {
    const errors = fieldErrors(parse({ phoneCountry, phone }).error!);
    expect(Object.keys(errors)).toEqual(["phone"]);
    expect(errors.phone).toMatch(/phone number|special characters/);
  });

  it("says which field is wrong in plain words, alongside every other field's message", () => {
    const errors = fieldErrors(
      positionApplicationSchema.safeParse({ phoneCountry: "IN", phone: "12" }).error!,
    );
    expect(errors).toEqual({
      firstName: applicationMessages.firstName,
      lastName: applicationMessages.lastName,
      email: applicationMessages.email,
      experience: applicationMessages.experience,
      phone: positionPhoneMessages.phone,
      resume: applicationMessages.resumeRequired,
    });
  });

  it("asks no 'I am a' question and no spec country code: neither is needed nor kept", () => {
    const result = parse({ userType: "employer", countryCode: "+44", mobileNumber: "x" });
    expect(result.success).toBe(true);
    expect(Object.keys(result.data!).sort()).toEqual([
      "email",
      "experience",
      "firstName",
      "lastName",
      "phone",
      "phoneCountry",
      "resume",
      "type",
    ]);
  });

  it("refuses a country that has no numbering plan", () => {
    expect(fieldErrors(parse({ phoneCountry: "XX" }).error!)).toEqual({
      phoneCountry: positionPhoneMessages.phoneCountry,
    });
  });
});

describe("phone helpers", () => {
  it("starts the picker at the position's country, else India", () => {
    expect(phoneCountryFor("GB")).toBe("GB");
    expect(phoneCountryFor("us")).toBe("US");
    expect(phoneCountryFor("XX")).toBe("IN");
    expect(phoneCountryFor(undefined)).toBe("IN");
  });

  it("lists every country by name with its code", () => {
    const options = phoneCountryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContainEqual({ value: "GB", label: "United Kingdom (+44)" });
    expect(options).toContainEqual({ value: "IN", label: "India (+91)" });
  });

  it("shows stored numbers formatted, E.164 and the spec's code and digits alike", () => {
    expect(callingCode("+447700900123")).toBe("+44");
    expect(formatStoredPhone("+44", "+447700900123")).toBe("+44 7700 900123");
    expect(formatStoredPhone("+91", "9876543210")).toBe("+91 98765 43210");
    expect(formatStoredPhone("+1", "5125550199")).toBe("+1 512 555 0199");
    expect(formatStoredPhone("+91", "junk")).toBe("+91 junk");
  });
});
