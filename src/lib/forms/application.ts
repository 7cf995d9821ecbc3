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

export const resumeKinds = ["pdf", "doc", "docx"] as const;
export type ResumeKind = (typeof resumeKinds)[number];

export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The browser's guess from a file name; the server decides by the bytes instead. */
export function resumeKindFromName(name: string): ResumeKind | null {
  const match = /\.(pdf|docx?)$/i.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as ResumeKind) : null;
}
