import { escapeAttribute, escapeText } from 'entities';
import { Parser } from 'htmlparser2';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_ELEMENTS } from './safe-html.tsx';

/**
 * The rich-text rule of safe-html.tsx for server rendering, where the browser's sanitizer and
 * DOMPurify do not exist: the listed elements and their listed attributes stay, any other element
 * goes with everything it holds (as `Element.setHTML` does), comments go, text is escaped, and an
 * address keeps only a web, mail or phone scheme.
 */

const VOID_ELEMENTS = new Set(['br']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Relative addresses and the schemes above; `javascript:`, `data:` and the rest are dropped. */
function safeAddress(value: string): boolean {
  // The URL parser reads a scheme as browsers do (case, spaces and tabs inside "java\tscript:").
  try {
    return SAFE_SCHEMES.has(new URL(value, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

export function sanitizeRichText(html: string): string {
  let out = '';
  /** How deep inside a dropped element the parser is (0: outside any). */
  let dropped = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropped > 0 || !RICH_TEXT_ELEMENTS.includes(name)) {
          dropped += 1;
          return;
        }
        out += `<${name}`;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!RICH_TEXT_ATTRIBUTES.includes(attribute) || !safeAddress(value)) continue;
          out += ` ${attribute}="${escapeAttribute(value)}"`;
        }
        out += '>';
      },
      ontext(text) {
        if (dropped === 0) out += escapeText(text);
      },
      onclosetag(name) {
        if (dropped > 0) dropped -= 1;
        else if (!VOID_ELEMENTS.has(name)) out += `</${name}>`;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out;
}
