/** "Name <address>" or a bare address, split; null when it is neither. */
export function parseMailbox(value: string): { name: string | null; address: string } | null {
  const trimmed = value.trim();
  const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(trimmed);
  if (named) {
    const name = named[1]!.replace(/^"(.*)"$/, '$1').trim();
    return { name: name || null, address: named[2]! };
  }
  return /^[^<>\s]+@[^<>\s]+$/.test(trimmed) ? { name: null, address: trimmed } : null;
}
