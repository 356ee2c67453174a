import { describe, expect, it } from 'vitest';
import { programSettings } from '../../programs/testing.js';
import { cohort } from '../testing/fixtures.js';
import { programmesWithCohorts, withSavedCohort } from './cohortList.js';

const stepUp = programSettings();
const dynamerge = programSettings({ id: 'p-dyn', name: 'Dynamerge' });

describe('cohort lists', () => {
  it('groups cohorts under their programme, by name, keeping programmes without cohorts and cohorts of unlisted ones', () => {
    const current = cohort();
    const orphan = cohort({ id: 'c-old', programId: 'p-gone', programName: 'Archived Scholars' });
    expect(programmesWithCohorts([stepUp, dynamerge], [current, orphan])).toEqual([
      { programId: 'p-gone', programName: 'Archived Scholars', cohorts: [orphan] },
      { programId: 'p-dyn', programName: 'Dynamerge', cohorts: [] },
      { programId: 'p-stepup', programName: 'StepUp Scholars', cohorts: [current] },
    ]);
  });

  it('moves “takes new students” to the cohort saved with it, only within its programme', () => {
    const old = cohort({ id: 'c-old' });
    const other = cohort({ id: 'c-dyn', programId: 'p-dyn', programName: 'Dynamerge' });
    const saved = cohort({ id: 'c-new' });
    expect(withSavedCohort([old, other], saved).map((each) => [each.id, each.acceptingStudents])).toEqual([
      ['c-old', false],
      ['c-dyn', true],
      ['c-new', true],
    ]);
    const renamed = { ...old, name: 'Renamed', acceptingStudents: false };
    expect(withSavedCohort([old, other], renamed).map((each) => [each.name, each.acceptingStudents])).toEqual([
      ['StepUp Scholars 2027', true],
      ['Renamed', false],
    ]);
  });
});
