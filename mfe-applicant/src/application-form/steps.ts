/** The step in the address (?step=N, 1-based), kept within 1…total so an old or edited link still works. */
export function stepFrom(param: string | null, total: number): number {
  const step = Number(param);
  if (!Number.isInteger(step) || step < 1) return 1;
  return Math.min(step, total);
}
