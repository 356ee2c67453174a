import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as releases from '@sla/contract/operations/people';
import { MAX_RELEASE_BYTES } from '@sla/releases';
import { listReleasesView, rollBackReleaseAsAdmin } from '../../releases/adminReleases.js';
import {
  listTeamReleases,
  promoteTeamRelease,
  publishTeamRelease,
  rollBackTeamRelease,
  type TeamCall,
} from '../../releases/teamReleases.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const teamCall = (request: FastifyRequest): TeamCall => ({
  key: header(request, 'x-release-key'),
  by: header(request, 'x-release-by'),
  ip: request.ip,
});

/**
 * The teams' release command (decision 0031): no sign-in, the project's key in X-Release-Key. Its own plugin, so the
 * pack (gzip) is read as bytes and may be as large as a release.
 */
export async function teamReleaseRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { ctx, releases: desk } = deps;
  app.addContentTypeParser('application/gzip', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const route = operationRoutes(app, deps);
  route(
    releases.publishTeamRelease,
    (request) => {
      const packed = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return publishTeamRelease(ctx, desk, request.params.project, teamCall(request), packed);
    },
    { bodyLimit: MAX_RELEASE_BYTES },
  );
  route(releases.promoteTeamRelease, (request) =>
    promoteTeamRelease(ctx, desk, request.params.project, teamCall(request), request.body),
  );
  route(releases.listTeamReleases, (request) => listTeamReleases(ctx, desk, request.params.project, teamCall(request)));
  route(releases.rollBackTeamRelease, (request) => rollBackTeamRelease(ctx, desk, request.params.project, teamCall(request)));
}

/** Admins' Releases screen. */
export function adminReleaseRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx, releases: desk } = deps;
  const route = operationRoutes(app, deps);
  route(releases.listReleases, (request) => listReleasesView(ctx, desk, request.caller));
  route(releases.rollBackReleaseAsAdmin, (request) => rollBackReleaseAsAdmin(ctx, desk, request.caller, request.params.project));
}
