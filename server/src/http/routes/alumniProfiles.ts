import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/data';
import { correctProfile } from '../../alumni/profiles/correctProfile.js';
import { getManagedProfile } from '../../alumni/profiles/getManagedProfile.js';
import { getMemberProfile } from '../../alumni/profiles/getMemberProfile.js';
import { getMyProfile } from '../../alumni/profiles/getMyProfile.js';
import { hideProfile, unhideProfile } from '../../alumni/profiles/hideProfile.js';
import { removeMyPhoto, uploadMyPhoto } from '../../alumni/profiles/myPhoto.js';
import { requireProfileOwner } from '../../alumni/profiles/ownProfile.js';
import { saveMyProfile } from '../../alumni/profiles/saveMyProfile.js';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '../../content/media/mediaRules.js';
import type { RouteDeps } from '../app.js';

type ByUid = { Params: { uid: string } };

/** Room for the largest photo allowed, so one just over it is refused in words ("larger than 10 MB"), not cut off. */
const PHOTO_BODY_LIMIT = MEDIA_MAX_BYTES + 1024;

const refusal = (message: string) => new DataError('invalid_input', message).toBody();

/**
 * One's own alumni profile and photo (/alumni/profile, the alumni role), one member's profile as the viewer may see
 * it (/alumni/people/:uid, network_with_alumni), and the staff's side of one profile (/alumni/manage/:uid,
 * manage_alumni_profiles). The directory lists live in alumniDirectory.ts.
 */
export function alumniProfilesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/alumni/profile', (request) => getMyProfile(ctx, request.caller));
  app.put('/alumni/profile', (request) => saveMyProfile(ctx, request.caller, request.body));
  app.delete('/alumni/profile/photo', (request) => removeMyPhoto(ctx, request.caller));
  app.get<ByUid>('/alumni/people/:uid', (request) => getMemberProfile(ctx, request.caller, request.params.uid));
  app.get<ByUid>('/alumni/manage/:uid', (request) => getManagedProfile(ctx, request.caller, request.params.uid));
  app.put<ByUid>('/alumni/manage/:uid', (request) => correctProfile(ctx, request.caller, request.params.uid, request.body));
  app.post<ByUid>('/alumni/manage/:uid/hide', (request) => hideProfile(ctx, request.caller, request.params.uid, request.body));
  app.delete<ByUid>('/alumni/manage/:uid/hide', (request) => unhideProfile(ctx, request.caller, request.params.uid));

  // The photo arrives as the raw body (its name in X-File-Name), in a scope of its own where a body of any type is
  // read as bytes with a limit sized for images, as the media library's uploads are.
  void app.register(async (uploads) => {
    // Runs after the parent scope's authentication: nobody without a profile gets an answer after 10 MB is read.
    uploads.addHook('onRequest', async (request) => {
      await requireProfileOwner(ctx, request.caller, 'upload_alumni_photo');
    });
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError | Error, _request, reply) => {
      if (error instanceof UploadRefusal) return reply.status(error.status).send(refusal(error.message));
      if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send(refusal(MEDIA_MESSAGES.tooLarge()));
      throw error;
    });
    uploads.post('/alumni/profile/photo', { bodyLimit: PHOTO_BODY_LIMIT }, (request) =>
      uploadMyPhoto(ctx, request.caller, { fileName: request.headers['x-file-name'], body: request.body }),
    );
  });
}
