import { api, errorMessage, routes, type StoryPicture } from '@sla/data';
import { msg, t } from '@sla/i18n';

export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp';
const MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_TOO_LARGE = msg('Choose a picture of 10 MB or less.');

/**
 * Sends one picture for a story (decision 0048); the service checks it as the media library does. Answers the picture,
 * or the reason in words (too large is told before sending anything).
 */
export async function uploadStoryPicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ picture: StoryPicture } | { problem: string }> {
  if (file.size > MAX_BYTES) return { problem: t(PICTURE_TOO_LARGE) };
  try {
    const picture = await api(routes.uploadStoryPicture, {
      file,
      onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
    });
    return { picture };
  } catch (error) {
    return { problem: t(errorMessage(error)) };
  }
}
