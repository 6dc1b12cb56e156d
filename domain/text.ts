/**
 * Search normalisation shared by the server (indexed text) and tests: case- and
 * accent-insensitive in every script. Latin accents and Arabic harakat are dropped; Arabic
 * letter variants that travellers type interchangeably (alef forms, taa marbuta, alef maqsura)
 * are folded.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '') // combining marks: Latin accents, Arabic harakat, Japanese dakuten split by NFKD
    .replace(/\u0640/g, '') // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // alef forms → bare alef
    .replace(/\u0629/g, '\u0647') // taa marbuta → haa
    .replace(/\u0649/g, '\u064a') // alef maqsura → yaa
    .toLowerCase()
    .replace(/[\s'’\-–.,]+/g, ' ')
    .trim()
    .normalize('NFC');
}

/** Text of a server HTML fragment, tags dropped and spaces collapsed (for meta descriptions). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Website links get an https:// prefix when they lack a scheme (spec §5). */
export function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}
