import { renderMarkdown, type ImageSizes } from '@sla/markdown';

// Rendering costs ~5 ms for a short story on the request path; the same few texts are asked for
// again and again, so the last ones rendered are kept (a Map keeps insertion order: the oldest go first).
const KEPT = 100;
const rendered = new Map<string, string>();

/** `renderMarkdown` for the public answers, remembering recent results (the function is pure). */
export function markdownHtml(markdown: string, topHeading: number, imageSizes: ImageSizes = {}): string {
  // The sizes are part of what is rendered: a picture deleted since is rendered without them.
  const key = `${topHeading}\u0000${JSON.stringify(imageSizes)}\u0000${markdown}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderMarkdown(markdown, { topHeading, imageSizes });
    if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, html);
  }
  return html;
}
