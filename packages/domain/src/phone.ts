import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Phone numbers, read once with libphonenumber-js and stored in E.164 (`+16175550142`), so a
 * number typed with spaces, brackets or dashes is the same number everywhere (SMS, on-call
 * contacts, a patient's profile). The `min` metadata is enough to check a number against its
 * country's numbering plan and keeps the web bundle small.
 */

/**
 * Numbers reserved for fiction and examples that the numbering plan otherwise refuses; the forms'
 * own hints use one (Ofcom's 07700 900000–900999 drama range), so they must be accepted.
 * NANP's 555-0100…0199 needs no entry: those numbers are valid under a real area code.
 */
const EXAMPLE_RANGES = [/^\+447700900\d{3}$/];

export type PhoneOptions = {
  /**
   * The country a number without a leading + belongs to. Without it, such a number is read as
   * starting with its country code (`447700900123`).
   */
  defaultCountry?: CountryCode;
};

/** The E.164 form of `value`, or null when it is not a phone number of its country's plan. */
export function toE164(value: string, options: PhoneOptions = {}): string | null {
  const typed = value.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(typed) || typed.length > 40) return null;
  const international = typed.startsWith('+') || !options.defaultCountry;
  const parsed = international
    ? parsePhoneNumberFromString(typed.startsWith('+') ? typed : `+${typed}`)
    : parsePhoneNumberFromString(typed, options.defaultCountry);
  if (!parsed) return null;
  const e164 = parsed.number;
  return parsed.isValid() || EXAMPLE_RANGES.some((range) => range.test(e164)) ? e164 : null;
}

export function isPhoneNumber(value: string, options: PhoneOptions = {}): boolean {
  return toE164(value, options) !== null;
}

/**
 * A zod string that must be a phone number and becomes its E.164 form; `message` is the form's
 * own wording, shown for anything that is not.
 */
export function phoneNumber(message: string, options: PhoneOptions = {}) {
  return z.string({ error: message }).transform((value, ctx) => {
    const e164 = toE164(value, options);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return e164;
  });
}

/**
 * A stored number as people read it: E.164 in international format (`+16175550142` →
 * `+1 617 555 0142`); anything that does not parse is shown as it was stored.
 */
export function formatPhone(value: string): string {
  const parsed = value.trim().startsWith('+') ? parsePhoneNumberFromString(value.trim()) : undefined;
  return parsed ? parsed.formatInternational() : value;
}
