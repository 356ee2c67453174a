import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { dataRefusal, NO_REFUSAL, placeRefusal, type Refusal } from './refusal.js';

type Values = Record<string, string>;

export interface FormStateOptions<V extends Values = Values> {
  /** Reads what a failed submit threw; by default as the data service's DataError. */
  explain?: (error: unknown) => Refusal;
  /**
   * Which fields are on screen with these values. Given, an error about a field not shown goes above
   * the form instead (see placeRefusal); without it, every field error is kept and the failure shown too.
   */
  shown?: (name: string, values: V) => boolean;
  /** The form's element: after a refusal with field errors, focus moves to its first invalid field. */
  formRef?: RefObject<HTMLElement | null>;
  /** Told each refusal as shown, e.g. to bring the part of the form holding the first error into view. */
  onRefused?: (refusal: Refusal) => void;
}

export interface SubmitOptions {
  /** Which action is being sent, when a form has several (which sign-in button); see `action`. */
  action?: string;
  /** Success takes the visitor to another page (a payment page): stay submitting until `release`. */
  leaving?: boolean;
}

/**
 * The state of one form: its values, whether it is being sent, and why it was refused (each field's
 * error, and a failure about the whole form). Nothing typed is ever cleared by a refusal; changing a
 * field hides its error, as the person is fixing it. A second submit while one runs is ignored.
 */
export function useFormState<V extends Values = Values>(initial: V = {} as V, options: FormStateOptions<V> = {}) {
  const { explain = dataRefusal, shown, formRef, onRefused } = options;
  const [values, setValues] = useState<V>(initial);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [action, setAction] = useState<string | null>(null);
  // Set at once, not on the next render, so a double click sends once.
  const sending = useRef(false);
  // Bumped on every refusal with field errors, so focus moves even when the same errors come back.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals) formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formRef]);

  /** Hides the errors of the field `which` names, or of every field it matches (after items moved, say). */
  const clearFieldErrors = useCallback(
    (which: string | ((name: string) => boolean)) =>
      setRefusal((current) => {
        const matches = typeof which === 'string' ? (name: string) => name === which : which;
        const names = Object.keys(current.fieldErrors).filter(matches);
        if (!names.length) return current;
        const fieldErrors = { ...current.fieldErrors };
        for (const name of names) delete fieldErrors[name];
        return { ...current, fieldErrors };
      }),
    [],
  );

  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearFieldErrors(name);
  };

  /** The name, value and change handler of the control for `name`. */
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  /** Shows why the form cannot go (a check before sending, or a step that failed): errors and failure. */
  const refuse = (fieldErrors: Refusal['fieldErrors'], failure: string | null = null) => {
    const placed = placeRefusal({ fieldErrors, failure }, shown && ((name) => shown(name, values)));
    setRefusal(placed);
    if (Object.keys(placed.fieldErrors).length) setRefusals((n) => n + 1);
    onRefused?.(placed);
  };

  /** Hides the failure above the form, keeping the field errors (the person moved on). */
  const clearFailure = useCallback(
    () => setRefusal((current) => (current.failure ? { ...current, failure: null } : current)),
    [],
  );

  /** Ends the submitting state, also one kept on purpose (the visitor came back from the payment page). */
  const release = useCallback(() => {
    sending.current = false;
    setAction(null);
  }, []);

  /** Sends the form with `work`, which also does what success means; a failure is shown as a refusal. */
  const submit = async (work: () => Promise<unknown>, { action: name = 'submit', leaving = false }: SubmitOptions = {}) => {
    if (sending.current) return;
    sending.current = true;
    setAction(name);
    setRefusal(NO_REFUSAL);
    let stay = false;
    try {
      await work();
      stay = leaving;
    } catch (error) {
      const { fieldErrors, failure } = explain(error);
      refuse(fieldErrors, failure);
    } finally {
      if (!stay) release();
    }
  };

  /** A clean slate: no errors and no failure; `patch` sets some values, the rest stay as typed. */
  const reset = (patch: Partial<V> = {}) => {
    setValues((current) => ({ ...current, ...patch }));
    setRefusal(NO_REFUSAL);
  };

  return {
    values,
    setValue,
    bind,
    fieldErrors: refusal.fieldErrors,
    failure: refusal.failure,
    submitting: action !== null,
    /** The action being sent (as named to `submit`), or null. */
    action,
    submit,
    refuse,
    clearFieldErrors,
    clearFailure,
    release,
    reset,
  };
}

export type FormState<V extends Values = Values> = ReturnType<typeof useFormState<V>>;
