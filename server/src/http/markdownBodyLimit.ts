/**
 * The body size for forms that carry long Markdown (an event, a programme page, an alumnus's story): their schemas
 * allow up to 100,000 characters, which is up to about 400 kB of UTF-8 and more once JSON escapes it, beyond the
 * service's 64 kB default. Larger bodies still get 413.
 */
export const MARKDOWN_BODY_LIMIT = 1024 * 1024;
