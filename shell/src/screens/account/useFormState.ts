import { useState } from 'react';
import { toAuthError } from '@sla/auth';

export type Errors = Record<string, string>;

/**
 * Values, field errors and the busy flag of one account form. `run` shows an AuthError beside the
 * field it concerns (or above the form), and never clears what was typed.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<string | null>(null);

  const set = (name: keyof T) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name as string]: _gone, ...rest }) => rest);
  };

  async function run(action: string, work: () => Promise<void>) {
    setBusy(action);
    setErrors({});
    try {
      await work();
    } catch (error) {
      const problem = toAuthError(error);
      setErrors({ [problem.field]: problem.message });
    } finally {
      setBusy(null);
    }
  }

  return { values, setValues, errors, setErrors, busy, set, run };
}
