import { describe, expect, it } from 'vitest';
import { applicationWindowState } from './applicationWindow.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysFrom = (days: number) => new Date(NOW.getTime() + days * DAY);
const window = (
  fields: { status?: 'active' | 'closed' | 'draft'; opensAt?: Date | string | null; closesAt?: Date | string | null },
  now = NOW,
) => applicationWindowState({ status: 'active', opensAt: null, closesAt: null, ...fields }, now);

describe('application window', () => {
  const opensAt = new Date('2026-03-10T06:00:00.000Z');
  const closesAt = new Date('2026-04-20T20:59:00.000Z');

  it('is upcoming before it opens, open from the opening instant, closed from the closing instant', () => {
    expect(window({ opensAt, closesAt }, new Date(opensAt.getTime() - 1))).toBe('upcoming');
    expect(window({ opensAt, closesAt }, opensAt)).toBe('open');
    expect(window({ opensAt, closesAt }, new Date(closesAt.getTime() - 1))).toBe('open');
    expect(window({ opensAt, closesAt }, closesAt)).toBe('closed');
  });

  it('is closed for a programme that is not active or has announced no dates; open-ended after an opening date alone', () => {
    expect(window({ status: 'closed', opensAt: daysFrom(-1), closesAt: daysFrom(1) })).toBe('closed');
    expect(window({})).toBe('closed');
    expect(window({ opensAt: daysFrom(-1) })).toBe('open');
    expect(window({ closesAt: daysFrom(1) })).toBe('open');
  });

  it('reads the ISO instants a portal receives the same way as the service’s dates', () => {
    expect(window({ opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() }, opensAt)).toBe('open');
    expect(window({ opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() }, closesAt)).toBe('closed');
    expect(window({ opensAt: daysFrom(1).toISOString() })).toBe('upcoming');
  });
});
