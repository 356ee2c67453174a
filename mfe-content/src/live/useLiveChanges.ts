import { useEffect, useRef, useState } from 'react';
import { data, type ContentChange } from '@sla/data';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/**
 * Calls `onChange` whenever another editor (or this one, in another tab) changes content of one of
 * `kinds`, for as long as the screen is open. The stream reconnects by itself; the state says whether
 * the list is live right now.
 */
export function useLiveChanges(kinds: readonly ContentChange['kind'][], onChange: (change: ContentChange) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const kindsKey = kinds.join(',');
  useEffect(() => {
    const wanted = new Set(kindsKey.split(','));
    let stop: (() => void) | null = null;
    let open = true;
    data.contentLive
      .subscribe(
        (change) => {
          if (open && wanted.has(change.kind)) latest.current(change);
        },
        (next) => open && setState(next),
      )
      .then(
        (unsubscribe) => {
          if (open) stop = unsubscribe;
          else unsubscribe(); // the screen closed while the stream was starting
        },
        // Without a live stream (a test, a service that refuses), the list still works, only not live.
        () => open && setState('reconnecting'),
      );
    return () => {
      open = false;
      stop?.();
    };
  }, [kindsKey]);
  return state;
}
