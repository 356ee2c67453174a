import type { FastifyInstance } from 'fastify';
import { getProgramPage } from '../../content/programPages/getProgramPage.js';
import { getProgramPageVersion } from '../../content/programPages/getProgramPageVersion.js';
import { listProgramPages } from '../../content/programPages/listProgramPages.js';
import { listProgramPageVersions } from '../../content/programPages/listProgramPageVersions.js';
import { restoreProgramPageVersion } from '../../content/programPages/restoreProgramPageVersion.js';
import { updateProgramPage } from '../../content/programPages/updateProgramPage.js';
import { PROGRAM_PAGE_TRANSLATIONS } from '../../content/translations/translationSubjects.js';
import * as pages from '@sla/contract/operations/content';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { translationRoutes } from './translationRoutes.js';

/** Programme pages: the public texts content editors own (application settings stay under /programs). */
export function programPagesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  operationRoute(app, deps, pages.listProgramPages, (request) => listProgramPages(ctx, request.caller));
  operationRoute(app, deps, pages.getProgramPage, (request) => getProgramPage(ctx, request.caller, request.params.programId));
  operationRoute(
    app,
    deps,
    pages.updateProgramPage,
    (request) => updateProgramPage(ctx, request.caller, request.params.programId, request.body),
    { bodyLimit: MARKDOWN_BODY_LIMIT },
  );
  operationRoute(app, deps, pages.listProgramPageVersions, (request) =>
    listProgramPageVersions(ctx, request.caller, request.params.programId),
  );
  operationRoute(app, deps, pages.getProgramPageVersion, (request) =>
    getProgramPageVersion(ctx, request.caller, request.params.programId, request.params.version),
  );
  operationRoute(app, deps, pages.restoreProgramPageVersion, (request) =>
    restoreProgramPageVersion(ctx, request.caller, request.params.programId, request.params.version),
  );
  translationRoutes(app, deps, PROGRAM_PAGE_TRANSLATIONS, 'programId', {
    get: pages.getProgramPageTranslation,
    save: pages.saveProgramPageTranslation,
    remove: pages.deleteProgramPageTranslation,
  });
}
