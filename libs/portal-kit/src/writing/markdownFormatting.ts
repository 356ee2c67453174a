import { t } from '@sla/i18n';

/** A textarea's text and what is selected in it (start === end: only the caret). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'link' | 'bulletList' | 'numberedList' | 'quote' | 'code';

/** Replaces start..end with `insert`, then selects `insert`'s own from..to (the words a person types over next). */
function replace(selection: TextSelection, insert: string, from = insert.length, to = from): TextSelection {
  const { text, start, end } = selection;
  return { text: text.slice(0, start) + insert + text.slice(end), start: start + from, end: start + to };
}

/**
 * Wraps the selection in `marker` (or unwraps it when it is wrapped already). Spaces at the edges of the selection
 * stay outside: "**word **" is not bold in Markdown. With nothing selected, a placeholder is inserted and selected.
 */
function wrap(selection: TextSelection, marker: string, placeholder: string): TextSelection {
  const { text, start, end } = selection;
  const chosen = text.slice(start, end);
  if (!chosen.trim()) return replace(selection, marker + placeholder + marker, marker.length, marker.length + placeholder.length);
  const m = marker.length;
  if (text.slice(start - m, start) === marker && text.slice(end, end + m) === marker) {
    return { text: text.slice(0, start - m) + chosen + text.slice(end + m), start: start - m, end: end - m };
  }
  if (chosen.length > 2 * m && chosen.startsWith(marker) && chosen.endsWith(marker)) {
    return replace(selection, chosen.slice(m, -m), 0, chosen.length - 2 * m);
  }
  const lead = chosen.length - chosen.trimStart().length;
  const trail = chosen.length - chosen.trimEnd().length;
  const core = chosen.trim();
  const wrapped = chosen.slice(0, lead) + marker + core + marker + chosen.slice(chosen.length - trail);
  return replace(selection, wrapped, lead + m, lead + m + core.length);
}

function inlineCode(selection: TextSelection): TextSelection {
  const chosen = selection.text.slice(selection.start, selection.end);
  if (!chosen.includes('\n')) return wrap(selection, '`', t('code'));
  // Several lines become a fenced block, each fence on a line of its own.
  const before = selection.start > 0 && selection.text[selection.start - 1] !== '\n' ? '\n' : '';
  const after = selection.text[selection.end] !== undefined && selection.text[selection.end] !== '\n' ? '\n' : '';
  const block = `${before}\`\`\`\n${chosen.replace(/\n$/, '')}\n\`\`\`${after}`;
  return replace(selection, block, before.length + 4, before.length + 4 + chosen.replace(/\n$/, '').length);
}

function link(selection: TextSelection): TextSelection {
  const chosen = selection.text.slice(selection.start, selection.end).trim();
  // The words to type over, selected.
  const words = t('link text');
  if (/^https?:\/\/\S+$/i.test(chosen)) return replace(selection, `[${words}](${chosen})`, 1, 1 + words.length);
  if (!chosen) return replace(selection, `[${words}](https://)`, 1, 1 + words.length);
  const insert = `[${chosen}](https://)`;
  // The address is what is missing, so it is what gets selected.
  return replace(selection, insert, chosen.length + 3, insert.length - 1);
}

/** The prefix each line gets, and the pattern that finds one already there (to take it off again). */
const LINE_PREFIXES = {
  heading: { add: () => '## ', found: /^#{1,6} / },
  bulletList: { add: () => '- ', found: /^[-*+] / },
  numberedList: { add: (index: number) => `${index + 1}. `, found: /^\d+[.)] / },
  quote: { add: () => '> ', found: /^> ?/ },
} as const;

/**
 * Starts (or, when every line has it, stops) each selected line as a heading, list item or quote. The
 * selection grows to whole lines; a caret stays where it was in its line's words.
 */
function prefixLines(selection: TextSelection, format: keyof typeof LINE_PREFIXES): TextSelection {
  const { text, start, end } = selection;
  const { add, found } = LINE_PREFIXES[format];
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const endAt = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const nextBreak = text.indexOf('\n', endAt);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const removing = lines.every((line) => found.test(line));
  if (format === 'heading' && !removing && lines.length === 1 && !lines[0]!.trim()) {
    const heading = t('Heading');
    return replace({ text, start: lineStart, end: lineEnd }, `## ${heading}`, 3, 3 + heading.length);
  }
  const changed = lines.map((line, index) => (removing ? line.replace(found, '') : add(index) + line.replace(found, '')));
  const block = changed.join('\n');
  const next = text.slice(0, lineStart) + block + text.slice(lineEnd);
  if (start === end) {
    const shift = changed[0]!.length - lines[0]!.length;
    const caret = Math.max(lineStart, start + shift);
    return { text: next, start: caret, end: caret };
  }
  return { text: next, start: lineStart, end: lineStart + block.length };
}

/**
 * The text and selection after applying `format` to the selection, as the toolbar's buttons and shortcuts do. Words
 * put in for the writer to type over ("bold text") are in the reader's language.
 */
export function applyFormat(format: MarkdownFormat, selection: TextSelection): TextSelection {
  switch (format) {
    case 'bold':
      return wrap(selection, '**', t('bold text'));
    case 'italic':
      return wrap(selection, '_', t('italic text'));
    case 'code':
      return inlineCode(selection);
    case 'link':
      return link(selection);
    default:
      return prefixLines(selection, format);
  }
}

/** Escapes what would end an image's description or address early. */
const escapeAlt = (alt: string) => alt.replace(/[\\[\]]/g, '\\$&').replace(/\s+/g, ' ');
const escapeUrl = (url: string) =>
  url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** Puts an image (its description and address) in place of the selection, the caret after it. */
export function insertImage(selection: TextSelection, image: { url: string; alt: string }): TextSelection {
  return replace(selection, `![${escapeAlt(image.alt)}](${escapeUrl(image.url)})`);
}
