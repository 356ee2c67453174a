import { t } from '@sla/i18n';
import { Loading } from '@sla/ui';
import { usePreviewHtml, usePrivatePictures } from '@sla/portal-kit/writing';

/**
 * A story as the public page would show it: rendered and sanitised by the editor preview's renderer
 * (@sla/markdown, the service's own, loaded only when a story is opened).
 */
export function RenderedMarkdown({ markdown }: { markdown: string }) {
  const rendered = usePreviewHtml(markdown, 3);
  // The story's pictures are not public until it is published: fetched with the editor's token (decision 0048).
  const { html: shown, attach } = usePrivatePictures(rendered.status === 'ready' ? rendered.html : '');
  if (rendered.status === 'loading') return <Loading label={t('Preparing the story…')} />;
  if (rendered.status === 'failed') {
    // The text as written is still readable without the renderer, and is never HTML.
    return (
      <>
        <pre className="rendered-markdown rendered-markdown--plain">{markdown}</pre>
        <button type="button" className="link-button" onClick={rendered.retry}>
          {t('Show it formatted')}
        </button>
      </>
    );
  }
  // Only renderMarkdown's output goes in: it keeps nothing outside the site's allow-list.
  return <div ref={attach} className="rendered-markdown prose" dangerouslySetInnerHTML={{ __html: shown }} />;
}
