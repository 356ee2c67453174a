import { fileAnswer, operation } from '../operation.js';

/**
 * A library image's resized variant, for every visitor (public pages show them): no sign-in, any token ignored. Its
 * route sends the bytes, or 304 when If-None-Match already names its ETag.
 */
export const getMediaVariant = operation({
  id: 'getMediaVariant',
  method: 'GET',
  path: '/media/{id}/{width}.webp',
  summary: 'A resized image (no sign-in); immutable, with an ETag (If-None-Match answers 304)',
  answer: fileAnswer('image/webp'),
  status: 200,
  access: 'public',
  refusals: [404],
});

/** The media library's images as the public site shows them. */
export const mediaOperations = [getMediaVariant] as const;
