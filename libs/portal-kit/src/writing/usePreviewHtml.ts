import { useCallback, useEffect, useRef, useState } from 'react';

type Render = (markdown: string, options: { topHeading?: number }) => string;

let renderer: Promise<Render> | null = null;

/**
 * The public page's own renderer and sanitiser (@sla/markdown), fetched on first use: the Markdown
 * code is a chunk of its own that nobody downloads until they open an editor.
 */
function loadRenderer(): Promise<Render> {
  renderer ??= import('@sla/markdown').then((markdown) => markdown.renderMarkdown);
  // A failed download (offline) is not kept, so trying again fetches it again.
  renderer.catch(() => (renderer = null));
  return renderer;
}

export type PreviewHtml = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; html: string };

/**
 * `markdown` as the public page will show it: sanitised HTML from renderMarkdown, safe to insert as
 * it is. While typing, the preview follows `delayMs` after the last change rather than on every key.
 */
export function usePreviewHtml(markdown: string, topHeading = 2, delayMs = 150): PreviewHtml {
  const [render, setRender] = useState<Render | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [html, setHtml] = useState<string | null>(null);
  const shownOnce = useRef(false);

  useEffect(() => {
    let live = true;
    loadRenderer().then(
      (loaded) => {
        if (live) setRender(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (!render) return;
    // The first text shows at once; later ones wait for a pause in the typing.
    const timer = setTimeout(
      () => {
        shownOnce.current = true;
        setHtml(render(markdown, { topHeading }));
      },
      shownOnce.current ? delayMs : 0,
    );
    return () => clearTimeout(timer);
  }, [render, markdown, topHeading, delayMs]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (failed) return { status: 'failed', retry };
  if (html === null) return { status: 'loading' };
  return { status: 'ready', html };
}
