import { markdownImages } from '@sla/contract/schemas';

/** A picture's address as the site serves it: "/api/media/{id}/{width}.webp" (the Markdown renderer keeps only these). */
const SITE_PICTURE = /^\/api\/media\/([A-Za-z0-9_-]{1,64})\/\d{2,4}\.webp$/;

/** The ids of the site's pictures a story's text shows, each once, in order; pictures from elsewhere are not the site's. */
export function pictureIdsIn(body: string): string[] {
  const ids = markdownImages(body).flatMap((image) => {
    const match = SITE_PICTURE.exec(image.url);
    return match ? [match[1]!] : [];
  });
  return [...new Set(ids)];
}
