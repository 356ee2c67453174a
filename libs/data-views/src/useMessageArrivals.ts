import { useEffect, useRef } from 'react';
import { follow, routes, type AccountLiveEvent, type MessageArrival } from '@sla/data';

/**
 * Calls `onArrival` when a message arrives for the signed-in person in a `kind` thread (the one with `threadId`, or
 * any when it is null), for as long as the screen is open: it listens on their own live stream (GET /users/me/live).
 * Also when the stream connects again after a drop, since a message may have come meanwhile: the screen loads again.
 */
export function useMessageArrivals(
  kind: MessageArrival['kind'],
  threadId: string | null,
  onArrival: (arrival: MessageArrival | null) => void,
): void {
  const latest = useRef(onArrival);
  useEffect(() => {
    latest.current = onArrival;
  });
  useEffect(() => {
    let open = true;
    let dropped = false;
    const stop = follow<AccountLiveEvent>(
      routes.followRoleChanges,
      (event) => {
        if (!open || !('message' in event)) return;
        const { message } = event;
        if (message.kind === kind && (threadId === null || message.threadId === threadId)) latest.current(message);
      },
      (state) => {
        if (!open) return;
        if (state === 'reconnecting') dropped = true;
        else if (dropped) {
          dropped = false;
          latest.current(null);
        }
      },
    );
    return () => {
      open = false;
      stop();
    };
  }, [kind, threadId]);
}
