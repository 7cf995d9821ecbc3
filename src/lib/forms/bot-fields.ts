/**
 * Names of the two anti-abuse fields every form sends along with its data (see
 * docs/decisions/0012-abuse-defence.md):
 *
 * - a honeypot text field that people never see and bots tend to fill in;
 * - the milliseconds between the form appearing and being submitted, measured in the
 *   browser (absent when JavaScript is off, in which case only the honeypot applies).
 */
export const HONEYPOT_FIELD = "website";
export const FILL_TIME_FIELD = "fillMs";
