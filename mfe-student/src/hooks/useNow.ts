import { useState } from 'react';

/**
 * The moment the screen opened, for "due in 2 days": fixed while it stays open, so a list does not re-sort or
 * change its words under the reader. The service decides what is late on its own clock anyway.
 */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
