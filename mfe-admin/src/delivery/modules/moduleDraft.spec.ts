import { describe, expect, it } from 'vitest';
import { staffModule } from '../testing/fixtures.js';
import { buildModuleInput, moduleDraft, suggestedOpening } from './moduleDraft.js';

describe('module drafts', () => {
  it('suggests the cohort’s first morning, then a week after the latest module', () => {
    expect(suggestedOpening([], '2027-09-01', 'Africa/Lagos')).toBe('2027-09-01T09:00');
    const modules = [
      staffModule('m-2', 2, 'Later', { opensAt: '2027-09-08T08:00:00.000Z' }),
      staffModule('m-1', 1, 'First', { opensAt: '2027-09-01T08:00:00.000Z' }),
    ];
    expect(suggestedOpening(modules, '2027-09-01', 'Africa/Lagos')).toBe('2027-09-15T09:00');
  });

  it('reads and writes the opening time in the programme’s zone, and refuses a time it cannot read', () => {
    const draft = moduleDraft(staffModule('m-1', 1, 'Welcome'), 'Africa/Nairobi', '');
    expect(draft.opensLocal).toBe('2027-09-01T09:00');
    expect(buildModuleInput(draft, 'Africa/Lagos')).toMatchObject({ ok: true, input: { opensAt: '2027-09-01T08:00:00.000Z' } });
    expect(buildModuleInput({ ...draft, opensLocal: '2027-02-30T09:00' }, 'Africa/Lagos')).toEqual({
      ok: false,
      errors: { opensAt: 'Give the date and time the module opens.' },
    });
  });
});
