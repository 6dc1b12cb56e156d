import fs from 'node:fs';
import { expect } from '@playwright/test';

const OUTBOX = '.e2e-data/outbox';

/** A MIME part's body, decoded (base64 or quoted-printable). */
function decodePart(part: string): string {
  const [head = '', ...rest] = part.split('\n\n');
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    } catch {
      return body;
    }
  }
  return part;
}

/**
 * The text of the newest e-mail the server wrote to its outbox (no SMTP_URL in tests) to `to`,
 * containing `containing` once decoded; waits for it.
 */
export async function lastMailTo(to: string, containing = ''): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const mails = fs.existsSync(OUTBOX)
          ? fs
              .readdirSync(OUTBOX)
              .sort()
              .map((f) => fs.readFileSync(`${OUTBOX}/${f}`, 'utf8'))
              .filter((m) => m.includes(`To: ${to}`))
              .map((m) =>
                m
                  .split(/\n--[^\n]+\n/)
                  .map(decodePart)
                  .join('\n'),
              )
          : [];
        found = mails.filter((m) => m.includes(containing)).at(-1) ?? '';
        return found !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
