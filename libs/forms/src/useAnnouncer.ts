import { useRef, useState } from 'react';

/**
 * A message for a polite live region ("Moved News to position 2 of 5."), read out each time it is set: what
 * moving or removing an item of a list did, where nothing else on screen says it.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const count = useRef(0);
  const announce = (text: string) => {
    // The same words twice must still change the region, or screen readers stay silent the second time.
    count.current += 1;
    setMessage(count.current % 2 ? text : `${text}\u00a0`);
  };
  return { message, announce };
}
