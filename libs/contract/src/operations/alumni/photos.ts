import { fileAnswer, operation } from '../operation.js';

export const readAlumniPhoto = operation({
  id: 'readAlumniPhoto',
  method: 'GET',
  path: '/alumni/photos/{photoId}/{size}.webp',
  summary:
    'A profile photo, small or large (no sign-in: the address is given only to viewers allowed the photo); immutable, with an ETag (If-None-Match answers 304)',
  answer: fileAnswer('image/webp'),
  status: 200,
  // The address is the permission: it is handed only to viewers allowed the photo, and changes with it.
  access: 'public',
  refusals: [404],
});

/** Profile photos by the address the service gave out. */
export const photoOperations = [readAlumniPhoto] as const;
