/**
 * Ids of sections, questions and criteria. Applicants' answers and reviewers' scores are stored under
 * them, so an id is made once, from the label, when the item is first saved, and never changes after
 * (renaming a question keeps its answers).
 */

/** The longest id made from a label; room is left for a "-2" suffix under the schema's 64. */
const MAX_BASE_LENGTH = 48;

/** "Why do you want to join?" → "why-do-you-want-to-join"; lower-case letters, digits and -, never empty. */
export function slugify(label: string, fallback: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/**
 * The id of every item, in order: an item that already has one keeps it; a new one gets a slug of its
 * label, with "-2", "-3"… added when another item has taken it.
 */
export function assignIds<T>(
  items: readonly T[],
  existingId: (item: T) => string | null,
  label: (item: T) => string,
  fallback: string,
): string[] {
  const taken = new Set(items.map(existingId).filter((id): id is string => Boolean(id)));
  return items.map((item) => {
    const existing = existingId(item);
    if (existing) return existing;
    const base = slugify(label(item), fallback);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}
