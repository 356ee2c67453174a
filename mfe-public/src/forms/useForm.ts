import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage, isDataError, type FieldErrors } from '@sla/data';
import type { Checked } from './check.js';

type Values = Record<string, string>;

/**
 * Values, errors, busy flag and outcome of one public form. Nothing typed is ever cleared by a
 * failure: problems are shown beside their fields (the browser's check, then the server's), and
 * focus moves to the first field that needs attention (inside `formRef`, the form's element).
 */
export function useForm<V extends Values>(initial: V, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // Bumped on every refusal with field errors, so focus moves even when the same errors come back.
  const [refusals, setRefusals] = useState(0);
  const busyRef = useRef(false);

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formRef]);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });

  /** Changing a field hides its error: the visitor is fixing it. */
  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  /** Props for a text field: name, value, change handler and its error. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  /**
   * Shows each message beside its field; a message about a field not on screen (or about the
   * whole form, "_") goes above the form instead, so none is ever lost.
   */
  function refuse(fieldMessages: FieldErrors, shown: (name: string) => boolean, fallback: string | null) {
    const byField: FieldErrors = {};
    const elsewhere: string[] = [];
    for (const [name, message] of Object.entries(fieldMessages)) {
      if (name !== '_' && shown(name)) byField[name] = message;
      else if (!elsewhere.includes(message)) elsewhere.push(message);
    }
    setErrors(byField);
    if (Object.keys(byField).length) setRefusals((n) => n + 1);
    setProblem(elsewhere.length ? elsewhere.join(' ') : Object.keys(byField).length ? null : fallback);
  }

  /**
   * The form's submit handler: checks the values, then sends them. `send` answers with the
   * sentence to show on success, or null when it has taken the visitor elsewhere (a payment page)
   * and the form should stay busy. `shown` says which fields are on screen now.
   */
  function submit<T>(
    checkValues: (values: V) => Checked<T>,
    send: (input: T) => Promise<string | null>,
    shown: (name: string) => boolean = (name) => name in values,
  ) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (busyRef.current) return;
      const checked = checkValues(values);
      if (!checked.ok) return refuse(checked.errors, shown, null);
      setErrors({});
      setProblem(null);
      busyRef.current = true;
      setBusy(true);
      let stayBusy = false;
      try {
        const message = await send(checked.input);
        if (message === null) stayBusy = true;
        else setDone(message);
      } catch (error) {
        refuse(isDataError(error) ? error.fieldErrors : {}, shown, errorMessage(error));
      } finally {
        if (!stayBusy) {
          busyRef.current = false;
          setBusy(false);
        }
      }
    };
  }

  /** Ends a busy state kept on purpose (the visitor came back from the payment page). */
  const release = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
  }, []);

  /** Back to the form after a success; `reset` empties the fields that should start afresh. */
  const again = (reset: Partial<V> = {}) => {
    setValues((current) => ({ ...current, ...reset }));
    setDone(null);
  };

  return { values, setValue, clearError, field, errors, problem, busy, done, submit, again, release };
}
