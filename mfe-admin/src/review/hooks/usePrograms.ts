import { useEffect, useState } from 'react';
import { data, type ProgramSettings } from '@sla/data';
import { call } from '@sla/portal-kit';

export type ProgramOption = Pick<ProgramSettings, 'id' | 'name'>;

/** The programmes for the queue's filter; a failure leaves the filter at "All programmes". */
export function usePrograms(): { programs: ProgramOption[] | null; failed: boolean } {
  const [state, setState] = useState<{ programs: ProgramOption[] | null; failed: boolean }>({ programs: null, failed: false });
  useEffect(() => {
    let current = true;
    call(() => data.programs.list()).then(
      (list) => {
        if (current) setState({ programs: list.map(({ id, name }) => ({ id, name })), failed: false });
      },
      () => {
        if (current) setState({ programs: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
