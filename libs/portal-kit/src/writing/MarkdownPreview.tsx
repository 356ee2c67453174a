import { t } from '@sla/i18n';
import { usePrivatePictures } from './privatePictures.js';
import { usePreviewHtml } from './usePreviewHtml.js';

/**
 * The text as visitors will read it, rendered and sanitised by the same code as the public page (the
 * HTML inserted here is only ever renderMarkdown's output), styled as the public page's text is.
 */
export function MarkdownPreview({
  markdown,
  topHeading = 2,
  label: givenLabel,
  lang,
  privatePictures = false,
}: {
  markdown: string;
  topHeading?: number;
  /** "Preview" unless given. */
  label?: string;
  /** The text's language when it is not the screen's. */
  lang?: string;
  /** Whether the text may show story pictures not yet published, fetched with the reader's token (decision 0048). */
  privatePictures?: boolean;
}) {
  const preview = usePreviewHtml(markdown, topHeading);
  const pictures = usePrivatePictures(preview.status === 'ready' ? preview.html : '');
  const label = givenLabel ?? t('Preview');
  return (
    // Named by aria-label so the rendered text's own headings are the only headings in it.
    <section className="markdown-preview" aria-label={label}>
      <p className="markdown-preview__title" aria-hidden="true">
        {label}
      </p>
      {preview.status === 'failed' ? (
        <p className="markdown-preview__note">
          {t('The preview could not be loaded; your text is not affected.')}{' '}
          <button type="button" className="link-button" onClick={preview.retry}>
            {t('Try again')}
          </button>
        </p>
      ) : preview.status === 'loading' ? (
        <p className="markdown-preview__note">{t('Preparing the preview…')}</p>
      ) : !markdown.trim() ? (
        <p className="markdown-preview__note">{t('Nothing to preview yet.')}</p>
      ) : (
        <div
          ref={privatePictures ? pictures.attach : undefined}
          className="markdown-preview__body prose"
          lang={lang}
          dangerouslySetInnerHTML={{ __html: privatePictures ? pictures.html : preview.html }}
        />
      )}
    </section>
  );
}
