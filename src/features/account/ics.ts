/**
 * iCalendar files (RFC 5545) made on the device, for « Ajouter au calendrier »: all-day events
 * that every calendar app imports (Google, Apple, Outlook, Thunderbird).
 */

/** An event over whole days: a stay from its arrival to its departure. */
export interface AllDayEvent {
  /** Stays the same for the same reservation, so that importing it again updates it. */
  uid: string;
  /** The first day, YYYY-MM-DD. */
  start: string;
  /** The day after the last one (RFC 5545: DTEND is not included), YYYY-MM-DD: a stay's departure. */
  end: string;
  summary: string;
  location?: string | undefined;
  description?: string | undefined;
  status?: 'TENTATIVE' | 'CONFIRMED' | undefined;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * A content line folded as RFC 5545 §3.1 asks: no line longer than 75 octets (of UTF-8), each
 * continuation starting with one space, and never inside a character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts in its 75 octets.
    const limit = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

const day = (iso: string) => iso.replace(/-/g, '');
/** A UTC date-time in iCalendar's form: 20261128T001651Z. */
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** A whole calendar file: CRLF line endings, folded lines, `now` as every event's DTSTAMP. */
export function icsCalendar(events: readonly AllDayEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rihla//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${day(event.start)}`,
      `DTEND;VALUE=DATE:${day(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${icsText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    // A stay does not make its days busy.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Hands an .ics file to the browser as a download (made here: offline too). */
export function downloadIcs(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click's task: give it time.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
