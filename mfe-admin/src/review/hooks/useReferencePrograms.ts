import { api, routes } from '@sla/data';
import { useLoad, type Loaded } from '@sla/data-views';

export interface ReferenceProgramme {
  id: string;
  name: string;
  /** How many referees its form asks for now (0: none). */
  referees: number;
}

const listReferencePrograms = async (): Promise<ReferenceProgramme[]> =>
  (await api(routes.listPrograms)).items.map(({ id, name, form }) => ({ id, name, referees: form.references?.count ?? 0 }));

/** The programmes for the reference list's programme filter, with how many referees each asks for. */
export function useReferencePrograms(): Loaded<ReferenceProgramme[]> {
  return useLoad(listReferencePrograms, []);
}

/**
 * The programme shown when the address names none: the first that asks for referees (the list is one programme at a
 * time), else the first programme; '' when there is none.
 */
export function defaultProgramme(programmes: readonly ReferenceProgramme[]): string {
  return (programmes.find((programme) => programme.referees > 0) ?? programmes[0])?.id ?? '';
}
