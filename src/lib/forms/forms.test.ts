import { describe, expect, it } from "vitest";
import {
  emptyApplicationErrors,
  validApplication as validApplicationFields,
  validContact,
} from "@tests/support/fixtures/forms";
import {
  applicationFieldOrder,
  applicationMessages,
  mobileDigits,
  resumeKindFromName,
  RESUME_MAX_BYTES,
} from "./application";
import { contactFieldMessages, contactMessages } from "./contact";
import { fieldErrors } from "./errors";
import { newsletterMessages } from "./newsletter";
import { applicationSchema, contactSchema, newsletterSchema } from "./schemas";

const validApplication = {
  ...validApplicationFields,
  resume: [{ name: "cv.pdf", size: 1000, kind: "pdf" as const }],
};

describe("spec messages, word for word", () => {
  it("contact (spec sections 4 and 8)", () => {
    expect(contactMessages).toMatchObject({
      success: "Thank you for contacting us! Our team will contact you shortly.",
      failure: "Failed to send message. Please try again.",
      toastSuccess: "Form submitted successfully!",
      toastFailure: "Failed to submit the form. Please try again.",
      sending: "Sending...",
    });
  });

  it("newsletter (spec section 8)", () => {
    expect(newsletterMessages).toEqual({
      invalid: "Please enter a valid email address.",
      success: "Subscribed successfully!",
      failure: "Subscription failed. Please try again.",
      error: "Something went wrong. Try again.",
    });
  });

  it("résumé (spec section 5)", () => {
    // The fields' messages in the form's order, then the file type's and the success message.
    expect(Object.entries(applicationMessages)).toEqual([
      ...[...applicationFieldOrder.slice(0, -1), "resumeRequired"].map((key, index) => [
        key,
        emptyApplicationErrors[index],
      ]),
      ["resumeType", "Only .doc, .docx, .pdf files are allowed"],
      ["success", "Form submitted successfully"],
    ]);
  });
});

describe("résumé schema", () => {
  it("accepts a valid application and adds type '2'", () => {
    const parsed = applicationSchema.parse(validApplication);
    expect(parsed.type).toBe("2");
  });

  it("reports every field, in the spec's order, with the spec's words", () => {
    const result = applicationSchema.safeParse({});
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(Object.keys(errors)).toEqual([...applicationFieldOrder]);
    expect(Object.values(errors)).toEqual(emptyApplicationErrors);
  });

  it.each([
    ["firstName", "A", applicationMessages.firstName],
    ["firstName", "  A  ", applicationMessages.firstName],
    ["firstName", "李", applicationMessages.firstName],
    ["lastName", "😀", applicationMessages.lastName],
    ["email", "ana@", applicationMessages.email],
    ["email", "not an email", applicationMessages.email],
    ["experience", "", applicationMessages.experience],
    ["experience", "10+", applicationMessages.experience],
    ["userType", "recruiter", applicationMessages.userType],
    ["countryCode", "+44", applicationMessages.countryCode],
    ["mobileNumber", "123456789", applicationMessages.mobileNumber],
    ["mobileNumber", "12345678901", applicationMessages.mobileNumber],
    ["mobileNumber", "12345abcde", applicationMessages.mobileNumber],
    ["mobileNumber", "١٢٣٤٥٦٧٨٩٠", applicationMessages.mobileNumber],
  ])("%s = %j → %s", (field, value, message) => {
    const result = applicationSchema.safeParse({ ...validApplication, [field]: value });
    expect(fieldErrors(result.error!)).toEqual({ [field]: message });
  });

  it("keeps the digits of a number posted as it was pasted, before counting them (issue 48)", () => {
    // Without JavaScript the browser posts the field as typed; the server cleans it as the
    // scripted field does.
    for (const pasted of ["(512) 555-0199", "512-555-0199", " 512.555.0199 "]) {
      const result = applicationSchema.safeParse({ ...validApplication, mobileNumber: pasted });
      expect(result.data?.mobileNumber, pasted).toBe("5125550199");
    }
    // More than ten digits is still refused, not cut: the server never guesses which ten.
    expect(
      fieldErrors(
        applicationSchema.safeParse({ ...validApplication, mobileNumber: "+44 7700 900123" })
          .error!,
      ),
    ).toEqual({ mobileNumber: applicationMessages.mobileNumber });
  });

  it("takes the digits before cutting at ten in the browser's field (issue 48)", () => {
    expect(mobileDigits("(512) 555-0199")).toBe("5125550199");
    expect(mobileDigits("+44 7700 900123")).toBe("4477009001");
    expect(mobileDigits("98765 43210 99")).toBe("9876543210");
  });

  it("counts characters, not UTF-16 units: two emoji or two ideographs are a valid name", () => {
    expect(
      applicationSchema.safeParse({ ...validApplication, firstName: "李华", lastName: "😀😀" })
        .success,
    ).toBe(true);
  });

  it("needs a résumé of a PDF, DOC or DOCX kind", () => {
    expect(
      fieldErrors(applicationSchema.safeParse({ ...validApplication, resume: [] }).error!),
    ).toEqual({
      resume: applicationMessages.resumeRequired,
    });
    expect(
      fieldErrors(
        applicationSchema.safeParse({
          ...validApplication,
          resume: [{ name: "cv.exe", size: 10, kind: null }],
        }).error!,
      ),
    ).toEqual({ resume: applicationMessages.resumeType });
    expect(
      applicationSchema.safeParse({
        ...validApplication,
        resume: [{ name: "cv.pdf", size: RESUME_MAX_BYTES + 1, kind: "pdf" }],
      }).success,
    ).toBe(false);
  });

  it("guesses the kind from the name in the browser", () => {
    expect(resumeKindFromName("CV.PDF")).toBe("pdf");
    expect(resumeKindFromName("cv.docx")).toBe("docx");
    expect(resumeKindFromName("cv.doc")).toBe("doc");
    expect(resumeKindFromName("cv.pdf.exe")).toBeNull();
    expect(resumeKindFromName("cv")).toBeNull();
  });
});

describe("contact schema", () => {
  const valid = { ...validContact, type: "2" };

  it("accepts the spec's payload and defaults type to '2'", () => {
    const withoutType: Partial<typeof valid> = { ...valid };
    delete withoutType.type;
    expect(contactSchema.parse(withoutType).type).toBe("2");
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it("reports the missing fields in the spec's order", () => {
    const errors = fieldErrors(contactSchema.safeParse({}).error!);
    expect(errors).toEqual({
      name: contactFieldMessages.name,
      email: contactFieldMessages.email,
      contact: contactFieldMessages.contact,
      requirement: contactFieldMessages.requirement,
    });
  });

  it.each(["12", "call me", "+1 555 12345678901234"])(
    "refuses the contact number %j",
    (contact) => {
      expect(fieldErrors(contactSchema.safeParse({ ...valid, contact }).error!)).toEqual({
        contact: contactFieldMessages.contact,
      });
    },
  );

  it("refuses another type", () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, type: "3" }).error!)).toEqual({
      type: contactFieldMessages.type,
    });
  });
});

describe("newsletter schema", () => {
  it.each(["a@b.c", " ana@example.com "])("accepts %j", (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
  });
  it.each(["", "ana", "ana@example", "ana @example.com", "@x.y"])("refuses %j", (email) => {
    expect(fieldErrors(newsletterSchema.safeParse({ email }).error!)).toEqual({
      email: newsletterMessages.invalid,
    });
  });
});

/**
 * Issue 11, finding 1: an address field is exactly one mailbox, so a form can never be used
 * to mail a list of strangers. The messages stay the spec's.
 */
describe("every e-mail field takes exactly one mailbox", () => {
  const NOT_ONE_MAILBOX = [
    "a@one.example,b@two.example",
    "a@one.example, b@two.example",
    "a@one.example;b@two.example",
    "a@one.example b@two.example",
    "Ana <ana@example.com>",
    "<ana@example.com>",
    '"Ana Silva" <ana@example.com>',
    "ana@example.com>",
    "ana@example.com (Ana)",
    "ana@example.com\nbcc@evil.example",
    "ana@@example.com",
    "ana@exa@mple.com",
    "ana@example.com,",
    "ana..silva@example.com",
    ".ana@example.com",
    "ana@-example.com",
    "ana@example..com",
    "undisclosed-recipients:;",
    "team:a@one.example,b@two.example;",
  ];
  const ONE_MAILBOX = [
    "ana@example.com",
    "o'brien@example.ie",
    "ana+news@example.com",
    "ana.silva@mail.example.co.uk",
    "a@b.c",
    " ana@example.com ",
  ];
  const forms = [
    {
      name: "newsletter",
      parse: (email: string) => newsletterSchema.safeParse({ email }),
      message: newsletterMessages.invalid,
    },
    {
      name: "contact",
      parse: (email: string) => contactSchema.safeParse({ ...validContact, email }),
      message: contactFieldMessages.email,
    },
    {
      name: "résumé",
      parse: (email: string) => applicationSchema.safeParse({ ...validApplication, email }),
      message: applicationMessages.email,
    },
  ];

  for (const form of forms) {
    it.each(NOT_ONE_MAILBOX)(`${form.name} refuses %j with the spec's message`, (email) => {
      const result = form.parse(email);
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ email: form.message });
    });
    it.each(ONE_MAILBOX)(`${form.name} accepts %j`, (email) => {
      expect(form.parse(email).success).toBe(true);
    });
  }
});

/** Issue 11, finding 9: the contact number is free phone text, extensions included. */
describe("contact number", () => {
  const valid = { ...validContact, type: "2" };
  it.each([
    "(987) 654-3210 ext. 7",
    "(987) 654-3210 ext 7",
    "(987) 654-3210 Ext. 123",
    "987-654-3210 x7",
    "987.654.3210 x 7",
    "+1 (512) 555-0142 extension 12",
    "+1 512 555 0142 #7",
    "+44 20 7946 0958",
    "+91 98765 43210",
    "020/7946-0958",
    "5125550142",
  ])("accepts %j", (contact) => {
    expect(contactSchema.safeParse({ ...valid, contact }).success).toBe(true);
  });
  it.each(["", "call me", "ext. 7", "x", "-- () --", "phone: none", "(987) 654-3210 ext. seven"])(
    "refuses %j",
    (contact) => {
      expect(fieldErrors(contactSchema.safeParse({ ...valid, contact }).error!)).toEqual({
        contact: contactFieldMessages.contact,
      });
    },
  );
});
