import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsText } from '../../src/features/account/ics.ts';
import { stayEvent } from '../../src/features/account/reservation-calendar.ts';
import { confirmedStay, pendingStay } from '../client/features/account/reservation-fixtures.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;
/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed when reading. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar files (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets of UTF-8, never inside a character', () => {
    const line = `DESCRIPTION:${'نهج الياسمين، الحمامات — 日本語の説明 — '.repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    // Nothing broken: every piece is whole UTF-8 text.
    for (const part of parts) expect(part).not.toContain('\uFFFD');
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    expect(octets(foldLine('X'.repeat(75)))).toBe(75);
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes a stay as an all-day event from arrival to departure, with CRLF endings and a stable UID', () => {
    const texts = {
      name: 'Dar Yasmine',
      address: 'Rue du Jasmin, Hammamet',
      details: ['Référence : RH-7K3M-Q9TX', '2 chambres; vue mer', 'Téléphone : 72 280 000'],
    };
    const now = new Date('2027-03-02T08:30:05.123Z');
    const text = icsCalendar([stayEvent(confirmedStay, texts)], now);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rihla//Reservations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:RH-7K3M-Q9TX-41@rihla',
      'DTSTAMP:20270302T083005Z',
      'DTSTART;VALUE=DATE:20270410',
      'DTEND;VALUE=DATE:20270412',
      'SUMMARY:Dar Yasmine',
      'LOCATION:Dar Yasmine\\, Rue du Jasmin\\, Hammamet',
      'DESCRIPTION:Référence : RH-7K3M-Q9TX\\n2 chambres\\; vue mer\\nTéléphone : 72 280 000',
      'STATUS:CONFIRMED',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    // The same line downloaded again, later, in another language: the same event, updated.
    const again = icsCalendar([stayEvent(confirmedStay, { ...texts, name: 'دار ياسمين' })], new Date());
    expect(unfold(again)).toContain('UID:RH-7K3M-Q9TX-41@rihla');
    expect(unfold(icsCalendar([stayEvent(pendingStay, texts)], now))).toContain('STATUS:TENTATIVE');
  });
});
