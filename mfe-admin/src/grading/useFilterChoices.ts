import { api, routes, type Cohort, type StaffAssignment } from '@sla/data';
import { useLoad } from '@sla/data-views';

export type Choice = { id: string; name: string };

/** What a filter offers: its choices, or null while loading or when they could not be loaded (`failed`). */
export interface Choices {
  choices: Choice[] | null;
  failed: boolean;
}

const cohortChoices = async (): Promise<Choice[]> =>
  (await api(routes.listCohorts, { query: {} })).items.map((cohort: Cohort) => ({
    id: cohort.id,
    name: `${cohort.name} (${cohort.programName})`,
  }));

const assignmentChoices = async (cohortId: string): Promise<Choice[]> =>
  (await api(routes.listCohortAssignments, { params: { id: cohortId } })).items.map((assignment: StaffAssignment) => ({
    id: assignment.id,
    name: assignment.title,
  }));

/** The cohorts to filter by, every programme's. */
export function useCohortChoices(): Choices {
  const loaded = useLoad(cohortChoices, []);
  return { choices: loaded.status === 'ready' ? loaded.value : null, failed: loaded.status === 'error' };
}

/** The assignments of the chosen cohort; none to offer before a cohort is chosen. */
export function useAssignmentChoices(cohortId: string): Choices {
  const loaded = useLoad(cohortId ? () => assignmentChoices(cohortId) : null, [cohortId]);
  if (!cohortId) return { choices: [], failed: false };
  return { choices: loaded.status === 'ready' ? loaded.value : null, failed: loaded.status === 'error' };
}
