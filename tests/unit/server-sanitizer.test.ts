import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/components/server-sanitizer.ts';

/** The server's rendering of a description follows the rule the browser's sanitizers follow (tests/e2e/safe-html.spec.ts). */
describe('sanitizeRichText (server rendering)', () => {
  it('keeps the allowed elements and links, drops attributes, scripts, handlers and other elements with their content', () => {
    const hostile = [
      '<p class="lead" onclick="window.clicked = true">Kept <strong>bold</strong> <a href="/en/hotels" title="t">link</a></p>',
      '<script>window.ran = true</script>',
      '<img src="/x.png" onerror="window.ran = true">',
      '<div><p>inside a div</p></div>',
      '<style>p { color: red }</style><svg><a href="/x">svg link</a></svg><!-- a comment -->',
      '<h2>Heading</h2><ul><li>item</li></ul><p>line<br>break</p>',
    ].join('');
    expect(sanitizeRichText(hostile)).toBe(
      '<p>Kept <strong>bold</strong> <a href="/en/hotels">link</a></p><h2>Heading</h2><ul><li>item</li></ul><p>line<br>break</p>',
    );
  });

  it('keeps web, mail and phone addresses and drops the others, however they are spelled', () => {
    const links = [
      '<a href="https://www.tunisia.tn/?a=1&b=2">web</a>',
      '<a href="mailto:contact@rihla.tn">mail</a>',
      '<a href="tel:+21671000000">phone</a>',
      '<a href="javascript:alert(1)">js</a>',
      '<a href=" JaVa&#09;ScRipt:alert(1)">js spelled</a>',
      '<a href="data:text/html,x">data</a>',
    ].join('');
    expect(sanitizeRichText(links)).toBe(
      '<a href="https://www.tunisia.tn/?a=1&amp;b=2">web</a><a href="mailto:contact@rihla.tn">mail</a>' +
        '<a href="tel:+21671000000">phone</a><a>js</a><a>js spelled</a><a>data</a>',
    );
  });

  it('escapes text, so that text never becomes markup', () => {
    expect(sanitizeRichText('<p>a &lt;script&gt; b &amp; "c"</p>')).toBe('<p>a &lt;script&gt; b &amp; "c"</p>');
    expect(sanitizeRichText('<p>unclosed <strong>bold')).toBe('<p>unclosed <strong>bold</strong></p>');
  });
});
