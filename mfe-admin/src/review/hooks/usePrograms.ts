import { api, routes, type ProgramSettings } from '@sla/data';
import { useLoad } from '@sla/data-views';

export type ProgramOption = Pick<ProgramSettings, 'id' | 'name'>;

const listProgramOptions = async (): Promise<ProgramOption[]> =>
  (await api(routes.listPrograms)).items.map(({ id, name }) => ({ id, name }));

/** The programmes for the queue's filter; a failure leaves the filter at "All programmes". */
export function usePrograms(): { programs: ProgramOption[] | null; failed: boolean } {
  const programs = useLoad(listProgramOptions, []);
  return { programs: programs.status === 'ready' ? programs.value : null, failed: programs.status === 'error' };
}
