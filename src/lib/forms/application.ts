/**
 * The résumé form's words and options, shared by the browser and the server (spec sections
 * 3, 5 and 8); its schema is in schemas.ts. Fields and messages are the spec's, in the
 * spec's order.
 */

export const APPLICATION_TYPE = "2";
/** Largest résumé accepted (the server answers 413 above it). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const applicationFieldOrder = [
  "firstName",
  "lastName",
  "email",
  "experience",
  "userType",
  "countryCode",
  "mobileNumber",
  "resume",
] as const;
export type ApplicationField = (typeof applicationFieldOrder)[number];

/** Spec section 5, word for word. */
export const applicationMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Invalid email address",
  experience: "Please select your experience level",
  userType: "Please select user type",
  countryCode: "Please select country code",
  mobileNumber: "Enter a valid 10-digit mobile number",
  resumeRequired: "Resume is required",
  resumeType: "Only .doc, .docx, .pdf files are allowed",
  /** Spec section 8 (shown in a status region and a toast instead of an alert). */
  success: "Form submitted successfully",
} as const;

/** Our words for cases the spec does not cover. */
export const applicationExtraMessages = {
  nameTooLong: "Please keep names under 100 characters.",
  resumeTooLarge: "Resume must be 5 MB or smaller",
  resumeTooMany: "Please attach a single file",
  failure: "Failed to submit the form. Please try again.",
  type: "Invalid form type.",
} as const;

export const experienceOptions = [
  { value: "0-1", label: "0-1 Years" },
  { value: "1-3", label: "1-3 Years" },
  { value: "3+", label: "3+ Years" },
] as const;

export const userTypeOptions = [
  { value: "jobSeeker", label: "Job seeker" },
  { value: "employer", label: "Employer" },
] as const;

export const countryCodeOptions = [
  { value: "+91", label: "+91 India" },
  { value: "+1", label: "+1 USA" },
] as const;

/**
 * The mobile number as the spec's field keeps it: digits only, then at most ten of them. The
 * digits are taken first, so a pasted "(512) 555-0199" keeps all ten rather than the first ten
 * characters (issue 48).
 */
export function mobileDigits(typed: string): string {
  return typed.replace(/\D+/g, "").slice(0, 10);
}

/*
 * Applying to a position (issue 48): the spec's country code (+91 or +1) and 10-digit number
 * give way to any international number, and "I am a" is not asked of someone applying to a
 * job. The phone fields have names of their own, so neither form's values read as the other's.
 */
export const PHONE_COUNTRY_FIELD = "phoneCountry";
export const PHONE_FIELD = "phone";
/** What is stored for the question a position's form does not ask: its applicants seek a job. */
export const POSITION_USER_TYPE = "jobSeeker" satisfies (typeof userTypeOptions)[number]["value"];
/** Longest phone number accepted as typed (separators included). */
export const PHONE_MAX_CHARACTERS = 40;

/** Our words for the position form's phone fields. */
export const positionPhoneMessages = {
  phoneCountry: "Please select a country",
  phone: "Enter a valid phone number: its digits for the country chosen, or + and its country code",
} as const;

export const resumeKinds = ["pdf", "doc", "docx"] as const;
export type ResumeKind = (typeof resumeKinds)[number];

export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The browser's guess from a file name; the server decides by the bytes instead. */
export function resumeKindFromName(name: string): ResumeKind | null {
  const match = /\.(pdf|docx?)$/i.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as ResumeKind) : null;
}
