import sharp from 'sharp';

/** The sizes the service stores a profile photo in (ProfilePhoto: about 96 and 320 px square). */
const SIZES = { small: 96, large: 320 } as const;

/**
 * A placeholder portrait: a head-and-shoulders outline on a coloured square, drawn without text so it needs no fonts.
 * Demo photos only; a real photo goes through the upload's checks and resizing.
 */
function portraitSvg(background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="${background}"/>
  <circle cx="160" cy="128" r="62" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M50 320 C50 236 104 204 160 204 C216 204 270 236 270 320 Z" fill="#ffffff" fill-opacity="0.85"/>
</svg>`;
}

/** Both sizes of a placeholder portrait, as WebP rows for alumni_photos. */
export async function placeholderPhoto(
  id: string,
  background: string,
): Promise<{ id: string; size: 'small' | 'large'; contentType: string; bytes: Buffer }[]> {
  const svg = Buffer.from(portraitSvg(background));
  return Promise.all(
    (Object.keys(SIZES) as (keyof typeof SIZES)[]).map(async (size) => ({
      id,
      size,
      contentType: 'image/webp',
      bytes: await sharp(svg).resize(SIZES[size], SIZES[size]).webp({ quality: 80 }).toBuffer(),
    })),
  );
}
