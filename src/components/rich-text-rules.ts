/**
 * What server-provided HTML may keep (descriptions, articles): the elements below, and `href` on
 * links. Any other element goes with what it holds, and every script, handler and unsafe address
 * goes too, whichever sanitizer runs (components/safe-html.tsx).
 */
export const RICH_TEXT_ELEMENTS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3'];
export const RICH_TEXT_ATTRIBUTES = ['href'];
