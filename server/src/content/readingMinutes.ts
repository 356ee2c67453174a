const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body at 200 words a minute, at least 1. Markup alone is not a word. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
