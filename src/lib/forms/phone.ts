/**
 * International phone numbers for applications to a position (issue 48), shared by the browser
 * and the server: the countries to choose from, a typed number read as E.164, and a stored
 * number shown formatted.
 *
 * libphonenumber-js with its `min` metadata (about 19 kB compressed, against about 39 kB for
 * `max`), and a number is accepted when its length is possible for its country. `max` would
 * also check the digits against each country's allocated ranges; those tables go stale as
 * ranges are allocated, and they refuse numbers kept for examples, such as +44 7700 900123.
 * Only the position's form and the server load this module; the /JoinUs form does not.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";

/** The country picked when a position's own country has no numbering plan (none today). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "IN";

const countries = new Set<string>(getCountries());

export function isPhoneCountry(code: string): code is CountryCode {
  return countries.has(code);
}

/** The country the picker starts at: the position's, which most of its applicants live in. */
export function phoneCountryFor(country: string | undefined): CountryCode {
  const code = country?.toUpperCase() ?? "";
  return isPhoneCountry(code) ? code : DEFAULT_PHONE_COUNTRY;
}

let options: { value: CountryCode; label: string }[] | null = null;

/** Every country with a numbering plan, by English name: "India (+91)". */
export function phoneCountryOptions(): readonly { value: CountryCode; label: string }[] {
  if (options) return options;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const name = (code: CountryCode) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  options = getCountries()
    .map((code) => ({ value: code, label: `${name(code)} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
  return options;
}

/**
 * A typed number in E.164 ("+447700900123"), or null when it is not a possible number. It is
 * read in `country` unless it starts with + (or the country's international prefix), which
 * names its own. Text around a number is refused rather than searched through.
 */
export function toE164(typed: string, country: string): string | null {
  const phone = parsePhoneNumberFromString(typed, {
    defaultCountry: phoneCountryFor(country),
    extract: false,
  });
  return phone?.isPossible() ? phone.number : null;
}

/** The country calling code of an E.164 number, with its plus ("+44"). */
export function callingCode(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) throw new Error("not an E.164 number");
  return `+${phone.countryCallingCode}`;
}

/**
 * A stored application's number for people to read: "+44 7700 900123". A position's is stored
 * in E.164, an open application's as the spec's code and digits; either is formatted when it
 * reads as a number, and shown as stored otherwise.
 */
export function formatStoredPhone(countryCode: string, mobileNumber: string): string {
  const whole = mobileNumber.startsWith("+") ? mobileNumber : `${countryCode}${mobileNumber}`;
  const phone = parsePhoneNumberFromString(whole);
  return phone ? phone.formatInternational() : `${countryCode} ${mobileNumber}`.trim();
}

/**
 * What a position's form needs to draw its phone fields, worked out on the server and handed
 * to the form with the position: the countries to choose from and the one to start at. The
 * form's own script then carries no numbering plans; they come with its checks.
 */
export function phoneChoices(country: string | undefined): {
  countries: readonly { value: string; label: string }[];
  country: string;
} {
  return { countries: phoneCountryOptions(), country: phoneCountryFor(country) };
}
