import { describe, expect, it } from 'vitest';
import { applyFormat, insertImage, type MarkdownFormat, type TextSelection } from './markdownFormatting.js';

/** A selection written with [ and ] around the selected text, or | for a caret: "one [two] three". */
function at(marked: string): TextSelection {
  const caret = marked.indexOf('|');
  if (caret >= 0) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The result written the same way. */
function marked({ text, start, end }: TextSelection): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

const apply = (format: MarkdownFormat, selection: string) => marked(applyFormat(format, at(selection)));

describe('applyFormat', () => {
  it('wraps the selection in bold or italic and keeps the words selected', () => {
    expect(apply('bold', 'one [two] three')).toBe('one **[two]** three');
    expect(apply('italic', 'one [two] three')).toBe('one _[two]_ three');
  });

  it('unwraps a selection already wrapped, inside or around its markers', () => {
    expect(apply('bold', 'one **[two]** three')).toBe('one [two] three');
    expect(apply('bold', 'one [**two**] three')).toBe('one [two] three');
  });

  it('leaves spaces at the edges of the selection outside the markers', () => {
    expect(apply('bold', 'one[ two ]three')).toBe('one **[two]** three');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(apply('bold', 'Say |')).toBe('Say **[bold text]**');
    expect(apply('link', 'See |')).toBe('See [[link text]](https://)');
  });

  it('makes a link of the words, selecting the address to type, or of an address, selecting the words', () => {
    expect(apply('link', 'Read [our report] now')).toBe('Read [our report]([https://]) now');
    expect(apply('link', '[https://example.org]')).toBe('[[link text]](https://example.org)');
  });

  it('marks code inline, and several lines as a fenced block on lines of their own', () => {
    expect(apply('code', 'run [npm test] now')).toBe('run `[npm test]` now');
    expect(apply('code', 'Code:\n[a = 1\nb = 2]\nDone')).toBe('Code:\n```\n[a = 1\nb = 2]\n```\nDone');
  });

  it('starts each selected line as a list item, a numbered item or a quote, and stops them again', () => {
    expect(apply('bulletList', 'Intro\n[milk\neggs]')).toBe('Intro\n[- milk\n- eggs]');
    expect(apply('numberedList', '[milk\neggs\nbread]')).toBe('[1. milk\n2. eggs\n3. bread]');
    expect(apply('quote', 'She said:\nWe [can] do it')).toBe('She said:\n[> We can do it]');
    expect(apply('bulletList', '[- milk\n- eggs]')).toBe('[milk\neggs]');
  });

  it('makes the caret line a heading and keeps the caret in its words, or inserts a heading on an empty line', () => {
    expect(apply('heading', 'Our ye|ar')).toBe('## Our ye|ar');
    expect(apply('heading', '## Our ye|ar')).toBe('Our ye|ar');
    expect(apply('heading', 'Text\n|')).toBe('Text\n## [Heading]');
  });
});

describe('insertImage', () => {
  it('puts the image in place of the selection, escaping what would end its description or address early', () => {
    expect(marked(insertImage(at('See [this]'), { url: '/media/a b(1).webp', alt: 'A [bright]\nday' }))).toBe(
      'See ![A \\[bright\\] day](/media/a%20b%281%29.webp)|',
    );
  });
});
