export { renderMarkdown, type RenderOptions } from './renderMarkdown.js';
export { safeHref } from './safeLinks.js';
