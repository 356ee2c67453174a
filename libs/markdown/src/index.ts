export { renderMarkdown, type RenderOptions } from './renderMarkdown.js';
export type { ImageSizes } from './safeImages.js';
export { safeHref } from './safeLinks.js';
