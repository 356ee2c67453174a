import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar } from './icalendar.js';

describe('iCalendar', () => {
  it('escapes what would end or split a value', () => {
    expect(escapeText('Essay; part 1, draft\\final\nsecond line')).toBe('Essay\\; part 1\\, draft\\\\final\\nsecond line');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes one event per entry with UTC times and CRLF line ends', () => {
    const text = icalendar(
      'Dynamerge 2026',
      [
        {
          uid: 'assignment-a1@scientistleaders.africa',
          at: new Date('2027-03-01T14:00:00Z'),
          summary: 'Due: Essay',
          description: 'Hand it in',
          url: 'https://example.org/student/assignments/a1',
        },
      ],
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('\r\nDTSTART:20270301T140000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20270101T000000Z\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
