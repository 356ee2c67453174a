import type { FastifyError, FastifyInstance } from 'fastify';
import { DataError } from '@sla/contract';
import * as alumni from '@sla/contract/operations/alumni';
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
import { operationRoutes } from '../operationRoute.js';

/** Room for the largest photo allowed, so one just over it is refused in words ("larger than 10 MB"), not cut off. */
const PHOTO_BODY_LIMIT = MEDIA_MAX_BYTES + 1024;

const refusal = (message: string) => new DataError('invalid_input', message).toBody();

/**
 * One's own alumni profile and photo (/alumni/profile, the alumni role), one member's profile as the viewer may see
 * it (/alumni/people/:uid, network_with_alumni), and the staff's side of one profile (/alumni/manage/:uid,
 * manage_alumni_profiles). The directory lists live in alumniDirectory.ts.
 */
export function alumniProfilesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(alumni.getMyAlumniProfile, (request) => getMyProfile(ctx, request.caller));
  route(alumni.saveMyAlumniProfile, (request) => saveMyProfile(ctx, request.caller, request.body));
  route(alumni.removeMyAlumniPhoto, (request) => removeMyPhoto(ctx, request.caller));
  route(alumni.getAlumniMemberProfile, (request) => getMemberProfile(ctx, request.caller, request.params.uid));
  route(alumni.getManagedAlumniProfile, (request) => getManagedProfile(ctx, request.caller, request.params.uid));
  route(alumni.correctAlumniProfile, (request) => correctProfile(ctx, request.caller, request.params.uid, request.body));
  route(alumni.hideAlumniProfile, (request) => hideProfile(ctx, request.caller, request.params.uid, request.body));
  route(alumni.unhideAlumniProfile, (request) => unhideProfile(ctx, request.caller, request.params.uid));

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
    const upload = operationRoutes(uploads, deps);
    upload(
      alumni.uploadMyAlumniPhoto,
      (request) => uploadMyPhoto(ctx, request.caller, { fileName: request.headers['x-file-name'], body: request.body }),
      { bodyLimit: PHOTO_BODY_LIMIT },
    );
  });
}
