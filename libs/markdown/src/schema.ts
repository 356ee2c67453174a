import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/**
 * What rendered Markdown may contain: the blocks and inline marks stories and programme pages
 * use, and nothing else. An allow-list, so an element or attribute nobody thought of is dropped.
 * Images only from the site's media library (safeImages decides, before this runs).
 */
export const schema: Schema = {
  ...defaultSchema,
  tagNames: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'blockquote',
    'em',
    'strong',
    'code',
    'pre',
    'a',
    'br',
    'hr',
    'img',
  ],
  attributes: {
    // `rel` only with the values safeLinks sets; `start` so "3. …" lists keep their numbers.
    a: ['href', ['rel', 'noopener', 'noreferrer']],
    ol: ['start'],
    code: [['className', /^language-[\w-]+$/]],
    // width and height only ever come from the service's own sizes (safeImages rebuilds every <img>'s attributes).
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy'], ['decoding', 'async']],
  },
  // Image addresses are site-relative only (safeImages), so no protocol is allowed for src.
  protocols: { href: ['http', 'https', 'mailto'], src: [] },
  required: {},
  ancestors: {},
  // No ids or names come out of Markdown here, but should one appear it cannot shadow the page's.
  clobber: ['id', 'name'],
  clobberPrefix: 'user-content-',
  strip: ['script', 'style'],
  allowComments: false,
  allowDoctypes: false,
};
