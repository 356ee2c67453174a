import { useEffect, useRef, useState } from 'react';
import { follow, routes, type ContentChange } from '@sla/data';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/**
 * Calls `onChange` whenever another editor (or this one, in another tab) changes content of one of
 * `kinds`, for as long as the screen is open. The stream reconnects by itself; the state says whether
 * the list is live right now. Once it is live again after a drop, changes may have been missed meanwhile:
 * `onMissed` loads what the screen shows again.
 */
export function useLiveChanges(
  kinds: readonly ContentChange['kind'][],
  onChange: (change: ContentChange) => void,
  onMissed: () => void,
): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef({ onChange, onMissed });
  useEffect(() => {
    latest.current = { onChange, onMissed };
  });
  const kindsKey = kinds.join(',');
  useEffect(() => {
    const wanted = new Set(kindsKey.split(','));
    let open = true;
    let dropped = false;
    const stop = follow<ContentChange>(
      routes.streamContentChanges,
      (change) => {
        if (open && wanted.has(change.kind)) latest.current.onChange(change);
      },
      (next) => {
        if (!open) return;
        setState(next);
        if (next === 'reconnecting') dropped = true;
        else if (dropped) {
          dropped = false;
          latest.current.onMissed();
        }
      },
    );
    return () => {
      open = false;
      stop();
    };
  }, [kindsKey]);
  return state;
}
