import type { FastifyInstance } from 'fastify';
import { getProgramPage } from '../../content/programPages/getProgramPage.js';
import { getProgramPageVersion } from '../../content/programPages/getProgramPageVersion.js';
import { listProgramPages } from '../../content/programPages/listProgramPages.js';
import { listProgramPageVersions } from '../../content/programPages/listProgramPageVersions.js';
import { restoreProgramPageVersion } from '../../content/programPages/restoreProgramPageVersion.js';
import { updateProgramPage } from '../../content/programPages/updateProgramPage.js';
import { deleteTranslation } from '../../content/translations/deleteTranslation.js';
import { getTranslation } from '../../content/translations/getTranslation.js';
import { saveTranslation } from '../../content/translations/saveTranslation.js';
import { PROGRAM_PAGE_TRANSLATIONS } from '../../content/translations/translationSubjects.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';

type ByProgram = { Params: { programId: string } };
type ByVersion = { Params: { programId: string; version: string } };
type ByLocale = { Params: { programId: string; locale: string } };

/** Programme pages: the public texts content editors own (application settings stay under /programs). */
export function programPagesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/content/program-pages', (request) => listProgramPages(ctx, request.caller));
  app.get<ByProgram>('/content/program-pages/:programId', (request) =>
    getProgramPage(ctx, request.caller, request.params.programId),
  );
  app.put<ByProgram>('/content/program-pages/:programId', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    updateProgramPage(ctx, request.caller, request.params.programId, request.body),
  );
  app.get<ByProgram>('/content/program-pages/:programId/versions', (request) =>
    listProgramPageVersions(ctx, request.caller, request.params.programId),
  );
  app.get<ByVersion>('/content/program-pages/:programId/versions/:version', (request) =>
    getProgramPageVersion(ctx, request.caller, request.params.programId, request.params.version),
  );
  app.post<ByVersion>('/content/program-pages/:programId/versions/:version/restore', (request) =>
    restoreProgramPageVersion(ctx, request.caller, request.params.programId, request.params.version),
  );
  app.get<ByLocale>('/content/program-pages/:programId/translations/:locale', (request) =>
    getTranslation(ctx, request.caller, PROGRAM_PAGE_TRANSLATIONS, request.params.programId, request.params.locale),
  );
  app.put<ByLocale>('/content/program-pages/:programId/translations/:locale', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    saveTranslation(
      ctx,
      request.caller,
      PROGRAM_PAGE_TRANSLATIONS,
      request.params.programId,
      request.params.locale,
      request.body,
    ),
  );
  app.delete<ByLocale>('/content/program-pages/:programId/translations/:locale', async (request, reply) => {
    await deleteTranslation(ctx, request.caller, PROGRAM_PAGE_TRANSLATIONS, request.params.programId, request.params.locale);
    return reply.status(204).send();
  });
}
