/** `items` with the one at `index` moved `delta` places (clamped to the list's ends); the input is left as it was. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const next = [...items];
  const target = Math.min(Math.max(index + delta, 0), items.length - 1);
  if (index < 0 || index >= items.length || target === index) return next;
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}
