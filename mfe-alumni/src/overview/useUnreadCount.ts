import { useEffect, useState } from 'react';
import { api, routes } from '@sla/data';

/**
 * How many alumni messages wait unread, or null while unknown. A failure stays quiet (null): the count is a nicety
 * on the overview, and the Messages screen says what is wrong if the service is down.
 */
export function useUnreadCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    api(routes.countUnreadAlumniMessages).then(
      ({ unread }) => {
        if (current) setCount(unread);
      },
      () => {
        if (current) setCount(null);
      },
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return enabled ? count : null;
}
