import { useEffect, useRef, useState } from 'react';
import { follow, routes, type ContentChange } from '@sla/data';

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
    let open = true;
    const stop = follow<ContentChange>(
      routes.streamContentChanges,
      (change) => {
        if (open && wanted.has(change.kind)) latest.current(change);
      },
      (next) => open && setState(next),
    );
    return () => {
      open = false;
      stop();
    };
  }, [kindsKey]);
  return state;
}
