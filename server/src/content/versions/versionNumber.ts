/** A version number from an address, or null when the address cannot name one (so it answers as a missing version). */
export function versionNumber(text: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}
