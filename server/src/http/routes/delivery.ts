import type { FastifyInstance, FastifyReply } from 'fastify';
import { attachmentHeaders, type StoredFile } from '../../applications/files/downloadFile.js';
import { addMembers } from '../../learning/cohorts/addMembers.js';
import { cohortCandidates } from '../../learning/cohorts/cohortCandidates.js';
import { listCohorts, getCohort } from '../../learning/cohorts/listCohorts.js';
import { listMembers } from '../../learning/cohorts/listMembers.js';
import { setEarlierWork } from '../../learning/cohorts/setEarlierWork.js';
import { createCohort, updateCohort } from '../../learning/cohorts/saveCohort.js';
import { completeMember } from '../../learning/completion/completeMember.js';
import { deleteModule } from '../../learning/modules/deleteModule.js';
import { listModules } from '../../learning/modules/listModules.js';
import { reorderModules } from '../../learning/modules/reorderModules.js';
import { createModule, updateModule } from '../../learning/modules/saveModule.js';
import { setModuleDone } from '../../learning/modules/setModuleDone.js';
import { downloadModuleFile, removeModuleFile } from '../../learning/modules/staffModuleFile.js';
import { studentModuleFile } from '../../learning/modules/studentModuleFile.js';
import { studentModules } from '../../learning/modules/studentModules.js';
import { uploadModuleFile } from '../../learning/modules/uploadModuleFile.js';
import { listMentorCandidates } from '../../learning/pairing/listMentorCandidates.js';
import { pairMentor } from '../../learning/pairing/pairMentor.js';
import { unpairMentor } from '../../learning/pairing/unpairMentor.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { registerUploadRoutes, UPLOAD_BODY_LIMIT } from '../uploadScope.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import * as cohorts from '@sla/data/contract/learning';

type ById = { Params: { id: string } };
type ByFile = { Params: { id: string; fileId: string } };

const sendFile = (reply: FastifyReply, file: StoredFile) => reply.headers(attachmentHeaders(file)).send(file.content);

/**
 * Running a programme: cohorts and their members (and the students in none, to add), completion, modules and their files, mentor pairing (staff); and a
 * student's modules. Module files are raw-body uploads, read in a scope of their own (uploadScope.ts).
 */
export function deliveryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(cohorts.listCohorts, (request) => listCohorts(ctx, request.caller, request.query));
  route(cohorts.getCohort, (request) => getCohort(ctx, request.caller, request.params.id));
  route(cohorts.createCohort, (request) => createCohort(ctx, request.caller, request.params.id, request.body));
  route(cohorts.updateCohort, (request) => updateCohort(ctx, request.caller, request.params.id, request.body));
  route(cohorts.listMembers, (request) => listMembers(ctx, request.caller, request.params.id));
  route(cohorts.addMembers, (request) => addMembers(ctx, request.caller, request.params.id, request.body));
  route(cohorts.cohortCandidates, (request) => cohortCandidates(ctx, request.caller, request.params.id));
  route(cohorts.completeMember, (request) =>
    completeMember(ctx, request.caller, request.params.id, request.params.uid, request.body),
  );
  route(cohorts.pairMentor, (request) => pairMentor(ctx, request.caller, request.params.id, request.params.uid, request.body));
  route(cohorts.unpairMentor, (request) => unpairMentor(ctx, request.caller, request.params.id, request.params.uid));
  route(cohorts.setEarlierWork, (request) =>
    setEarlierWork(ctx, request.caller, request.params.id, request.params.uid, request.body),
  );
  route(cohorts.listMentorCandidates, (request) => listMentorCandidates(ctx, request.caller));

  app.get<ById>('/cohorts/:id/modules', (request) => listModules(ctx, request.caller, request.params.id));
  app.post<ById>('/cohorts/:id/modules', { bodyLimit: MARKDOWN_BODY_LIMIT }, async (request, reply) =>
    reply.status(201).send(await createModule(ctx, request.caller, request.params.id, request.body)),
  );
  app.put<ById>('/cohorts/:id/module-order', (request) => reorderModules(ctx, request.caller, request.params.id, request.body));
  app.put<ById>('/modules/:id', { bodyLimit: MARKDOWN_BODY_LIMIT }, (request) =>
    updateModule(ctx, request.caller, request.params.id, request.body),
  );
  app.delete<ById>('/modules/:id', async (request, reply) => {
    await deleteModule(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
  app.get<ByFile>('/modules/:id/files/:fileId', async (request, reply) =>
    sendFile(reply, await downloadModuleFile(ctx, request.caller, request.params.id, request.params.fileId)),
  );
  app.delete<ByFile>('/modules/:id/files/:fileId', async (request, reply) => {
    await removeModuleFile(ctx, request.caller, request.params.id, request.params.fileId);
    return reply.status(204).send();
  });

  app.get('/student/modules', (request) => studentModules(ctx, request.caller));
  app.put<ById>('/student/modules/:id/done', (request) => setModuleDone(ctx, request.caller, request.params.id, request.body));
  app.get<ByFile>('/student/modules/:id/files/:fileId', async (request, reply) =>
    sendFile(reply, await studentModuleFile(ctx, request.caller, request.params.id, request.params.fileId)),
  );

  registerUploadRoutes(app, (uploads) => {
    uploads.post<ById>('/modules/:id/files', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      const stored = await uploadModuleFile(ctx, request.caller, request.params.id, {
        contentType: request.headers['content-type'],
        fileName: request.headers['x-file-name'],
        body: request.body,
      });
      return reply.status(201).send(stored);
    });
  });
}
