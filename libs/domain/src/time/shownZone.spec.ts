import { describe, expect, it } from 'vitest';
import { readerTimeZone, shownZone } from './shownZone.js';

describe('shownZone', () => {
  it('shows a programme’s times in its zone, scheduled ones in the chosen zone, and what happened in the reader’s', () => {
    expect(shownZone({ programmeZone: 'Africa/Nairobi' }, 'Europe/Paris')).toBe('Africa/Nairobi');
    expect(shownZone({ chosenZone: 'Africa/Lagos' }, 'Europe/Paris')).toBe('Africa/Lagos');
    expect(shownZone('happened', 'Europe/Paris')).toBe('Europe/Paris');
  });

  it('takes the runtime’s zone as the reader’s by default', () => {
    expect(shownZone('happened')).toBe(readerTimeZone());
    expect(readerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
