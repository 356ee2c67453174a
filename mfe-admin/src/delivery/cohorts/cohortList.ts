import type { Cohort, ProgramSettings } from '@sla/data';

export interface ProgrammeWithCohorts {
  programId: string;
  programName: string;
  cohorts: Cohort[];
}

/**
 * Every programme with its cohorts, by name; a cohort of a programme the list did not include (one staff may not
 * see in the settings) still shows, under the name the cohort carries.
 */
export function programmesWithCohorts(programs: readonly ProgramSettings[], cohorts: readonly Cohort[]): ProgrammeWithCohorts[] {
  const byId = new Map<string, ProgrammeWithCohorts>();
  for (const program of programs) byId.set(program.id, { programId: program.id, programName: program.name, cohorts: [] });
  for (const cohort of cohorts) {
    let entry = byId.get(cohort.programId);
    if (!entry) {
      entry = { programId: cohort.programId, programName: cohort.programName, cohorts: [] };
      byId.set(cohort.programId, entry);
    }
    entry.cohorts.push(cohort);
  }
  return [...byId.values()].sort((a, b) => a.programName.localeCompare(b.programName));
}

/**
 * The list with `saved` in it (added or replaced). A programme has at most one cohort taking new students, and the
 * service moves the flag to the one just saved, so the list does the same rather than load again.
 */
export function withSavedCohort(cohorts: readonly Cohort[], saved: Cohort): Cohort[] {
  const others = cohorts
    .filter((cohort) => cohort.id !== saved.id)
    .map((cohort) =>
      saved.acceptingStudents && cohort.programId === saved.programId && cohort.acceptingStudents
        ? { ...cohort, acceptingStudents: false }
        : cohort,
    );
  return [...others, saved];
}
