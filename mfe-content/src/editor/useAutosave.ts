import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: Date } | { status: 'failed'; error: unknown };

export interface Autosave<V> {
  /** What the last save did; "saving" while one is on its way. */
  state: AutosaveStatus;
  /** The values differ from the last ones saved (or loaded). */
  dirty: boolean;
  /** Saves now, without waiting for the pause (a failed save, tried again). */
  saveNow: () => Promise<void>;
  /** Takes `values` as saved (and says "Saved at …"), e.g. after an explicit save or after loading other text into the form. */
  markSaved: (values: V) => void;
}

/**
 * Saves `values` with `save` once they have stopped changing for `delayMs`, while `enabled`. Never
 * two saves at once: changes made during a save are saved after it. A failed save is not repeated
 * until the values change again (or saveNow). Leaving the screen saves what is not saved yet.
 * The values first given count as saved (they are what was loaded), unless `savedValues` says otherwise.
 */
export function useAutosave<V>(
  values: V,
  save: (values: V) => Promise<unknown>,
  {
    delayMs = 3000,
    enabled = true,
    savedValues,
  }: {
    delayMs?: number;
    enabled?: boolean;
    /** The values last saved, when they are not the first ones given (an editor handed text typed elsewhere). */
    savedValues?: V;
  } = {},
): Autosave<V> {
  const key = JSON.stringify(values);
  const [savedKey, setSavedKey] = useState(() => (savedValues === undefined ? key : JSON.stringify(savedValues)));
  const [state, setState] = useState<AutosaveStatus>({ status: 'idle' });
  const latest = useRef({ values, save, key, enabled });
  const saved = useRef(savedKey);
  const running = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    latest.current = { values, save, key, enabled };
  });

  const saveNow = useCallback(async (): Promise<void> => {
    if (running.current) {
      // Asked again mid-save: the loop below saves once more when this save is done.
      again.current = true;
      return;
    }
    running.current = true;
    try {
      for (;;) {
        again.current = false;
        const { values: sending, save: send, key: sendingKey } = latest.current;
        if (sendingKey === saved.current) return;
        setState({ status: 'saving' });
        try {
          await send(sending);
        } catch (error) {
          setState({ status: 'failed', error });
          return;
        }
        saved.current = sendingKey;
        setSavedKey(sendingKey);
        setState({ status: 'saved', at: new Date() });
        if (!again.current || !latest.current.enabled) return;
      }
    } finally {
      running.current = false;
    }
  }, []);

  useEffect(() => {
    if (!enabled || key === savedKey) return;
    const timer = setTimeout(() => void saveNow(), delayMs);
    return () => clearTimeout(timer);
  }, [key, savedKey, enabled, delayMs, saveNow]);

  useEffect(
    () => () => {
      const { values: last, save: send, key: lastKey, enabled: on } = latest.current;
      // Leaving: what was typed in the last few seconds is saved too (nobody is left to see a failure).
      if (on && !running.current && lastKey !== saved.current) send(last).catch(() => undefined);
    },
    [],
  );

  const markSaved = useCallback((next: V) => {
    const nextKey = JSON.stringify(next);
    saved.current = nextKey;
    setSavedKey(nextKey);
    // An earlier failure no longer holds: the text on screen is saved.
    setState({ status: 'saved', at: new Date() });
  }, []);

  return { state, dirty: key !== savedKey, saveNow, markSaved };
}
