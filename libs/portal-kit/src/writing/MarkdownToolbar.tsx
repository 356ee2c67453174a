import type { ReactNode } from 'react';
import { msg, t } from '@sla/i18n';
import type { MarkdownFormat } from './markdownFormatting.js';

/** Small line icons, drawn in the text colour: emoji are missing from some systems' fonts. */
const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);
const LINK_ICON = icon('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1');
const IMAGE_ICON = icon('M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01');

/** The toolbar's buttons, in order: what each does (its accessible name), what it shows, its shortcut. */
const BUTTONS: readonly { format: MarkdownFormat; label: string; symbol: ReactNode; key?: string }[] = [
  { format: 'bold', label: msg('Bold'), symbol: 'B', key: 'B' },
  { format: 'italic', label: msg('Italic'), symbol: 'I', key: 'I' },
  { format: 'heading', label: msg('Heading'), symbol: 'H' },
  { format: 'link', label: msg('Link'), symbol: LINK_ICON, key: 'K' },
  { format: 'bulletList', label: msg('Bulleted list'), symbol: '•' },
  { format: 'numberedList', label: msg('Numbered list'), symbol: '1.' },
  { format: 'quote', label: msg('Quote'), symbol: '❝' },
  { format: 'code', label: msg('Code'), symbol: '</>' },
];

/** The Ctrl/Cmd shortcut letter of each format that has one. */
export const SHORTCUTS: Readonly<Record<string, MarkdownFormat>> = Object.fromEntries(
  BUTTONS.filter((button) => button.key).map((button) => [button.key!.toLowerCase(), button.format]),
);

/**
 * The formatting buttons above a Markdown text. Pressing one keeps focus (and the selection) in the
 * text; `onImage` is left out where images cannot go.
 */
export function MarkdownToolbar({
  controls,
  onFormat,
  onImage,
}: {
  /** The textarea's id. */
  controls: string;
  onFormat: (format: MarkdownFormat) => void;
  onImage?: () => void;
}) {
  return (
    <div className="markdown-toolbar" role="group" aria-label={t('Formatting')}>
      {BUTTONS.map((button) => {
        const label = t(button.label);
        return (
          <button
            key={button.format}
            type="button"
            className={`markdown-toolbar__button markdown-toolbar__button--${button.format}`}
            aria-controls={controls}
            aria-keyshortcuts={button.key ? `Control+${button.key} Meta+${button.key}` : undefined}
            title={button.key ? t('{action} (Ctrl+{key})', { action: label, key: button.key }) : label}
            // A mouse press would otherwise move focus out of the text and lose its selection.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onFormat(button.format)}
          >
            <span aria-hidden="true">{button.symbol}</span>
            <span className="visually-hidden">{label}</span>
          </button>
        );
      })}
      {onImage ? (
        <button
          type="button"
          className="markdown-toolbar__button markdown-toolbar__button--image"
          aria-controls={controls}
          title={t('Image')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onImage}
        >
          <span aria-hidden="true">{IMAGE_ICON}</span>
          <span className="visually-hidden">{t('Image')}</span>
        </button>
      ) : null}
    </div>
  );
}
