import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DataError } from '@sla/contract';
import * as releases from '@sla/contract/operations/people';
import { MAX_RELEASE_BYTES } from '@sla/releases';
import { listReleasesView, rollBackReleaseAsAdmin } from '../../releases/adminReleases.js';
import type { ReleaseActor } from '../../releases/releaseChanges.js';
import {
  listTeamReleases,
  promoteTeamRelease,
  publishTeamRelease,
  rollBackTeamRelease,
  teamActor,
} from '../../releases/teamReleases.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The team whose key the request carries (the release routes only). */
    releaseActor: ReleaseActor | null;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const SEND_GZIP = 'Send the release as application/gzip, as the release command packs it.';

/**
 * The teams' release command (decision 0031): no sign-in, the project's key in X-Release-Key, checked before the body
 * is read, so nobody without a key makes the service read a release. Its own plugin: here a body is the release
 * command's pack (gzip, up to MAX_RELEASE_BYTES) or a promotion's small JSON, nothing else.
 */
export async function teamReleaseRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { ctx, releases: desk } = deps;
  app.decorateRequest('releaseActor', null);
  app.addHook('onRequest', async (request) => {
    const { project } = request.params as { project?: string };
    request.releaseActor = await teamActor(ctx, desk, project ?? '', {
      key: header(request, 'x-release-key'),
      by: header(request, 'x-release-by'),
      ip: request.ip,
    });
  });
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser('application/gzip', { parseAs: 'buffer', bodyLimit: MAX_RELEASE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const route = operationRoutes(app, deps);
  const actor = (request: FastifyRequest) => request.releaseActor!;
  route(releases.listTeamReleases, async (request) => listTeamReleases(desk, request.params.project));
  route(
    releases.publishTeamRelease,
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new DataError('invalid_input', SEND_GZIP);
      return publishTeamRelease(ctx, desk, request.params.project, actor(request), request.body);
    },
    { bodyLimit: MAX_RELEASE_BYTES },
  );
  route(releases.promoteTeamRelease, (request) =>
    promoteTeamRelease(ctx, desk, request.params.project, actor(request), request.body),
  );
  route(releases.rollBackTeamRelease, (request) => rollBackTeamRelease(ctx, desk, request.params.project, actor(request)));
}

/** Admins' Releases screen. */
export function adminReleaseRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx, releases: desk } = deps;
  const route = operationRoutes(app, deps);
  route(releases.listReleases, (request) => listReleasesView(ctx, desk, request.caller));
  route(releases.rollBackReleaseAsAdmin, (request) =>
    rollBackReleaseAsAdmin(ctx, desk, request.caller, request.params.project, request.body),
  );
}
