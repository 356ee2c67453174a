import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@sla/data';
import { useFormState } from '@sla/forms';

/**
 * A setting of the account screen that is loaded, changed on screen and saved as a whole: what was saved, what is
 * chosen now, whether they differ, and the save with its outcome. `load` and `save` are called with the choice only.
 */
export function useSavedChoice<T>({
  load,
  save,
  same,
  savedMessage,
}: {
  load: () => Promise<T>;
  save: (choice: T) => Promise<T>;
  same: (a: T, b: T) => boolean;
  /** What to say once saved, from what was saved. */
  savedMessage: (saved: T) => string;
}) {
  const [saved, setSaved] = useState<T | null>(null);
  const [choice, setChoice] = useState<T | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormState();

  useEffect(() => {
    load().then(
      (value) => {
        setSaved(value);
        setChoice(value);
      },
      (error) => setLoadFailure(errorMessage(error)),
    );
    // Loaded once, when the section opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setDone(null);
    void form.submit(async () => {
      const next = await save(choice);
      setSaved(next);
      setChoice(next);
      setDone(savedMessage(next));
    });
  };

  return {
    choice,
    setChoice,
    unchanged: saved !== null && choice !== null && same(saved, choice),
    problem: loadFailure ?? form.failure,
    loading: choice === null && loadFailure === null,
    submitting: form.submitting,
    done,
    submit,
  };
}
