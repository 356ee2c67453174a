import type { FastifyInstance } from 'fastify';
import { sendFile } from '../sendFile.js';
import { addMembers } from '../../learning/cohorts/addMembers.js';
import { cohortCandidates } from '../../learning/cohorts/cohortCandidates.js';
import { listCohorts, getCohort } from '../../learning/cohorts/listCohorts.js';
import { listMembers } from '../../learning/cohorts/listMembers.js';
import { setEarlierWork } from '../../learning/cohorts/setEarlierWork.js';
import { createCohort, updateCohort } from '../../learning/cohorts/saveCohort.js';
import { completeMember } from '../../learning/completion/completeMember.js';
import { copyCohortContent } from '../../learning/copy/copyCohortContent.js';
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
import * as learning from '@sla/contract/operations/learning';

/**
 * Running a programme: cohorts and their members (and the students in none, to add), completion, modules and their files, mentor pairing (staff); and a
 * student's modules. Module files are raw-body uploads, read in a scope of their own (uploadScope.ts).
 */
export function deliveryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(learning.listCohorts, (request) => listCohorts(ctx, request.caller, request.query));
  route(learning.getCohort, (request) => getCohort(ctx, request.caller, request.params.id));
  route(learning.createCohort, (request) => createCohort(ctx, request.caller, request.params.id, request.body));
  route(learning.updateCohort, (request) => updateCohort(ctx, request.caller, request.params.id, request.body));
  route(learning.listMembers, (request) => listMembers(ctx, request.caller, request.params.id));
  route(learning.addMembers, (request) => addMembers(ctx, request.caller, request.params.id, request.body));
  route(learning.cohortCandidates, (request) => cohortCandidates(ctx, request.caller, request.params.id));
  route(learning.completeMember, (request) =>
    completeMember(ctx, request.caller, request.params.id, request.params.uid, request.body),
  );
  route(learning.pairMentor, (request) => pairMentor(ctx, request.caller, request.params.id, request.params.uid, request.body));
  route(learning.unpairMentor, (request) => unpairMentor(ctx, request.caller, request.params.id, request.params.uid));
  route(learning.setEarlierWork, (request) =>
    setEarlierWork(ctx, request.caller, request.params.id, request.params.uid, request.body),
  );
  route(learning.listMentorCandidates, (request) => listMentorCandidates(ctx, request.caller));
  route(learning.copyCohortContent, (request) => copyCohortContent(ctx, request.caller, request.params.id, request.body));

  route(learning.listModules, (request) => listModules(ctx, request.caller, request.params.id));
  route(learning.createModule, (request) => createModule(ctx, request.caller, request.params.id, request.body), {
    bodyLimit: MARKDOWN_BODY_LIMIT,
  });
  route(learning.reorderModules, (request) => reorderModules(ctx, request.caller, request.params.id, request.body));
  route(learning.updateModule, (request) => updateModule(ctx, request.caller, request.params.id, request.body), {
    bodyLimit: MARKDOWN_BODY_LIMIT,
  });
  route(learning.deleteModule, (request) => deleteModule(ctx, request.caller, request.params.id));
  route(learning.downloadModuleFile, async (request, reply) =>
    sendFile(reply, await downloadModuleFile(ctx, request.caller, request.params.id, request.params.fileId)),
  );
  route(learning.removeModuleFile, (request) => removeModuleFile(ctx, request.caller, request.params.id, request.params.fileId));

  route(learning.listStudentModules, (request) => studentModules(ctx, request.caller));
  route(learning.setModuleDone, (request) => setModuleDone(ctx, request.caller, request.params.id, request.body));
  route(learning.downloadStudentModuleFile, async (request, reply) =>
    sendFile(reply, await studentModuleFile(ctx, request.caller, request.params.id, request.params.fileId)),
  );

  registerUploadRoutes(app, (uploads) => {
    const upload = operationRoutes(uploads, deps);
    upload(
      learning.uploadModuleFile,
      (request) =>
        uploadModuleFile(ctx, request.caller, request.params.id, {
          contentType: request.headers['content-type'],
          fileName: request.headers['x-file-name'],
          body: request.body,
        }),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    );
  });
}
