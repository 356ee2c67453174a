import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkShiftHeadings } from './headings.js';
import { remarkRawHtmlAsText } from './rawHtml.js';
import { rehypeSafeImages } from './safeImages.js';
import { rehypeSafeLinks } from './safeLinks.js';
import { schema } from './schema.js';

export interface RenderOptions {
  /** The level the text's biggest heading becomes (2 under a page's h1, the default). */
  topHeading?: number;
}

type Processor = { processSync(text: string): { toString(): string } };

/** One frozen processor per heading level: building the chain costs more than running it. */
const processors = new Map<number, Processor>();

function processorFor(top: number): Processor {
  let processor = processors.get(top);
  if (!processor) {
    processor = unified()
      .use(remarkParse)
      .use(remarkRawHtmlAsText)
      .use(remarkShiftHeadings, { top })
      // Without allowDangerousHtml: no raw HTML node reaches the HTML tree.
      .use(remarkRehype)
      .use(rehypeSafeLinks)
      .use(rehypeSafeImages)
      // Last word on what the HTML may contain, after every other step.
      .use(rehypeSanitize, schema)
      .use(rehypeStringify)
      .freeze();
    processors.set(top, processor);
  }
  return processor;
}

/**
 * Markdown (CommonMark) as sanitised HTML, safe to insert into a page as it is: raw HTML shows as
 * text, only allow-listed elements remain, and links go only to http(s), mailto or this site.
 */
export function renderMarkdown(text: string, options: RenderOptions = {}): string {
  const top = Math.max(1, Math.min(6, Math.trunc(options.topHeading ?? 2)));
  return String(processorFor(top).processSync(text));
}
