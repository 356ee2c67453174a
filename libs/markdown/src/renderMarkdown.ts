import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkShiftHeadings } from './headings.js';
import { remarkRawHtmlAsText } from './rawHtml.js';
import { rehypeSafeImages, type ImageSizes } from './safeImages.js';
import { rehypeSafeLinks } from './safeLinks.js';
import { schema } from './schema.js';

export interface RenderOptions {
  /** The level the text's biggest heading becomes (2 under a page's h1, the default). */
  topHeading?: number;
  /**
   * The size of each site image the text shows, by its address, when the caller knows it (the service reads it from the
   * library): the <img> then carries width and height, so the page does not jump as pictures arrive.
   */
  imageSizes?: ImageSizes;
}

type Processor = { processSync(file: { value: string; data: Record<string, unknown> }): { toString(): string } };

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
  // Per call, not per processor: the processors are shared and frozen, and safeImages reads the sizes from the file.
  return String(processorFor(top).processSync({ value: text, data: { imageSizes: options.imageSizes ?? {} } }));
}
