import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` ms. `flush` applies the current value at once
 * (for Enter in a search box).
 */
export function useDebouncedValue<T>(value: T, delay: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [debounced, () => setDebounced(value)];
}
