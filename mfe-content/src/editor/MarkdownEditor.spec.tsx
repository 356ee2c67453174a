import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from './MarkdownEditor.js';
import { installFakeData, mediaItem, page, signInAs } from './testing.js';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor label="Story" value={value} onChange={setValue} />;
}

const text = () => screen.getByLabelText('Story') as HTMLTextAreaElement;

function select(start: number, end: number) {
  const element = text();
  element.focus();
  element.setSelectionRange(start, end);
}

const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('MarkdownEditor', () => {
  beforeEach(() => signInAs('content_editor'));

  it('wraps the selection in bold from the toolbar, keeping focus and the selected words in the text', () => {
    render(<Harness initial="one two three" />);
    select(4, 7);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text().value).toBe('one **two** three');
    expect(document.activeElement).toBe(text());
    expect(text().value.slice(text().selectionStart, text().selectionEnd)).toBe('two');
  });

  it('names every toolbar button for screen readers', () => {
    render(<Harness />);
    const toolbar = screen.getByRole('group', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Heading', 'Link', 'Bulleted list', 'Numbered list', 'Quote', 'Code', 'Image'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    expect(within(toolbar).getAllByRole('button')).toHaveLength(9);
  });

  it('formats with Ctrl+B, Ctrl+I and Cmd+K', () => {
    render(<Harness initial="word" />);
    select(0, 4);
    fireEvent.keyDown(text(), { key: 'b', ctrlKey: true });
    expect(text().value).toBe('**word**');
    fireEvent.keyDown(text(), { key: 'i', ctrlKey: true });
    expect(text().value).toBe('**_word_**');
    select(0, text().value.length);
    fireEvent.keyDown(text(), { key: 'k', metaKey: true });
    expect(text().value).toBe('[**_word_**](https://)');
  });

  it('previews the text with the public renderer, sanitised: a script in the text never reaches the page', async () => {
    render(
      <Harness
        initial={
          '# Hello\n\n<script>window.hacked = 1</script>\n\n[click](javascript:alert(1)) <img src=x onerror="alert(1)"> ![x](javascript:alert(1))'
        }
      />,
    );
    await within(preview()).findByRole('heading', { level: 2, name: 'Hello' });
    const body = preview().querySelector('.prose')!;
    expect(body.querySelector('script, [onerror], img[src^="javascript"]')).toBeNull();
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    expect(body.textContent).toContain('<script>window.hacked = 1</script>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('follows the typing after a short pause, not on every key', async () => {
    render(<Harness initial="First" />);
    await within(preview()).findByText('First');
    fireEvent.change(text(), { target: { value: 'Second' } });
    expect(within(preview()).queryByText('Second')).toBeNull();
    await within(preview()).findByText('Second');
  });

  it('takes turns between Write and Preview (the toggle phones see)', () => {
    render(<Harness />);
    const write = screen.getByRole('button', { name: 'Write' });
    const show = screen.getByRole('button', { name: 'Preview' });
    expect(write.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(write.getAttribute('aria-pressed')).toBe('false');
    expect(text().closest('.markdown-editor')!.className).toContain('markdown-editor--preview');
  });

  it('puts a library image with its alt text where the caret was', async () => {
    installFakeData({
      listMedia: vi.fn().mockResolvedValue(page([mediaItem({ id: 'm-7', fileName: 'lab.png', alt: 'A lab' })])),
    });
    render(<Harness initial="Before after" />);
    select(7, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put an image in the text' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Choose lab\.png/ }));
    expect((screen.getByLabelText('Alt text') as HTMLTextAreaElement).value).toBe('A lab');
    fireEvent.click(screen.getByRole('button', { name: 'Use image' }));
    expect(text().value).toBe('Before ![A lab](/api/public/media/m-7/1600.webp)after');
    await waitFor(() => expect(document.activeElement).toBe(text()));
  });

  it('shows its error and marks the text invalid', () => {
    render(<MarkdownEditor label="Story" value="" onChange={() => undefined} error="Write your story." />);
    expect(text().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write your story.')).toBeTruthy();
  });

  it('shows "Nothing to preview yet." for an empty text', async () => {
    render(<Harness />);
    await act(async () => undefined);
    await within(preview()).findByText('Nothing to preview yet.');
  });
});
