/** Tunisia's country calling code. */
export const TUNISIA_CALLING_CODE = '+216';

/**
 * The `tel:` address of a Tunisian number that also works from a foreign SIM: a full 8-digit
 * national number gets +216 (71 335 500 → tel:+21671335500); short codes such as 197 or 1899
 * only exist inside the country's networks and stay as they are; a number already written
 * with its country code is kept.
 */
export function telHref(number: string): string {
  const digits = number.replace(/[\s.-]+/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (/^\d{8}$/.test(digits)) return `tel:${TUNISIA_CALLING_CODE}${digits}`;
  return `tel:${digits}`;
}
