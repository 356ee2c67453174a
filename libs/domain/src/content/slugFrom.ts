/** Longest address made from a title; editors may type a longer one (up to 100). */
const MAX_GENERATED = 80;

/**
 * "Éléonore's first week!" -> "eleonore-s-first-week": the address a title gets unless its editor types one.
 * Accents are dropped, anything else becomes one hyphen. The service makes the same one when a save leaves the address empty.
 */
export function slugFrom(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_GENERATED)
    .replace(/-+$/, '');
}
