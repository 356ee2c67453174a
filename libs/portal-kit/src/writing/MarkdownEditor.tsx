import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { applyFormat, insertImage, type MarkdownFormat, type TextSelection } from './markdownFormatting.js';
import { MarkdownPreview } from './MarkdownPreview.js';
import { MarkdownToolbar, SHORTCUTS } from './MarkdownToolbar.js';
import './markdown.css';

/** What a portal's image chooser is given: where the chosen image goes, or that nothing was chosen. */
export interface ImageChooserProps {
  onCancel: () => void;
  onChoose: (image: { url: string; alt: string }) => void;
}

export interface MarkdownEditorProps {
  label: ReactNode;
  /** Markdown. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** What is wrong with the text, shown below it (the textarea is marked invalid meanwhile). */
  error?: string | null;
  optional?: boolean;
  required?: boolean;
  /** The textarea's id, for a label elsewhere or for focus; made up otherwise. */
  id?: string;
  rows?: number;
  /** The level the text's biggest heading becomes on the public page (2 under the page's h1). */
  topHeading?: number;
  maxLength?: number;
  /**
   * The dialog that picks an image to put in the text (the content portal's media library); without one the toolbar
   * offers no image button, since only images the site serves itself may appear in the text.
   */
  imageChooser?: (props: ImageChooserProps) => ReactNode;
  /** The preview's name for screen readers: "Preview" unless several editors share a screen ("Preview of the answer"). */
  previewLabel?: string;
  /**
   * The language the text is written in when it is not the screen's (a French version written on an English screen),
   * so spelling checks and screen readers use the right one in the box and its preview.
   */
  lang?: string;
  /** Whether the preview may show story pictures not yet published (decision 0048): see MarkdownPreview. */
  privatePictures?: boolean;
}

/**
 * A Markdown text with a formatting toolbar (Ctrl/Cmd+B, +I, +K too) and, beside it, the text as the
 * public page will show it. On narrow screens the preview goes below; on a phone, Write and Preview
 * take turns.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  required,
  id,
  rows = 14,
  topHeading = 2,
  maxLength,
  imageChooser,
  previewLabel,
  lang,
  privatePictures,
}: MarkdownEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [choosingImage, setChoosingImage] = useState(false);
  // Where the selection goes once the new text is on screen (a controlled textarea moves the caret to the end).
  const pending = useRef<{ start: number; end: number } | null>(null);
  // The selection when the image dialog opened: the dialog takes focus, and the image goes back here.
  const imageAt = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const element = textarea.current;
    const selection = pending.current;
    if (!element || !selection) return;
    pending.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  });

  const change = (edit: (selection: TextSelection) => TextSelection, at?: { start: number; end: number }) => {
    const element = textarea.current;
    if (!element) return;
    const next = edit({ text: element.value, start: at?.start ?? element.selectionStart, end: at?.end ?? element.selectionEnd });
    setMode('write');
    pending.current = { start: next.start, end: next.end };
    onChange(next.text);
  };

  const format = (which: MarkdownFormat) => change((selection) => applyFormat(which, selection));

  const shortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const which = SHORTCUTS[event.key.toLowerCase()];
    if (!which) return;
    event.preventDefault();
    format(which);
  };

  return (
    <Field label={label} hint={hint} error={error} optional={optional} required={required} id={id} className="markdown-field">
      {(control) => (
        <div className={`markdown-editor markdown-editor--${mode}`}>
          <div className="markdown-editor__bar">
            <MarkdownToolbar
              controls={control.id}
              onFormat={format}
              onImage={
                imageChooser
                  ? () => {
                      const element = textarea.current;
                      imageAt.current = element ? { start: element.selectionStart, end: element.selectionEnd } : null;
                      setChoosingImage(true);
                    }
                  : undefined
              }
            />
            <div className="markdown-editor__modes" role="group" aria-label={t('Show')}>
              <button
                type="button"
                className="markdown-editor__mode"
                aria-pressed={mode === 'write'}
                onClick={() => setMode('write')}
              >
                {t('Write')}
              </button>
              <button
                type="button"
                className="markdown-editor__mode"
                aria-pressed={mode === 'preview'}
                onClick={() => setMode('preview')}
              >
                {t('Preview')}
              </button>
            </div>
          </div>
          <div className="markdown-editor__panes">
            <div className="markdown-editor__write">
              <textarea
                {...control}
                ref={textarea}
                className="markdown-editor__text"
                rows={rows}
                maxLength={maxLength}
                lang={lang}
                spellCheck
                value={value}
                onChange={(event) => onChange(event.target.value)}
                onKeyDown={shortcut}
              />
            </div>
            <MarkdownPreview
              markdown={value}
              topHeading={topHeading}
              label={previewLabel ?? t('Preview')}
              lang={lang}
              privatePictures={privatePictures}
            />
          </div>
          {choosingImage && imageChooser
            ? imageChooser({
                onCancel: () => setChoosingImage(false),
                onChoose: (image) => {
                  setChoosingImage(false);
                  change((selection) => insertImage(selection, image), imageAt.current ?? undefined);
                },
              })
            : null}
        </div>
      )}
    </Field>
  );
}
