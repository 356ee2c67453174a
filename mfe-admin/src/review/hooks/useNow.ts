import { useState } from 'react';

/** The time the component first rendered, fixed for its life: enough to say "releases" or "released". */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
