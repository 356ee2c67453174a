import * as pages from '@sla/contract/operations/content';
import type { ProgramPagesRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';
import { httpTranslationsRepository } from './translations.js';

export function httpProgramPagesRepository(transport: Transport): ProgramPagesRepository {
  const version = (programId: string, number: number) => ({ params: { programId, version: String(number) } });
  return {
    list: async () => (await call(transport, pages.listProgramPages, {})).items,
    get: (programId) => orNull(call(transport, pages.getProgramPage, { params: { programId } })),
    update: (programId, body) => call(transport, pages.updateProgramPage, { params: { programId }, body }),
    versions: {
      list: async (programId) => (await call(transport, pages.listProgramPageVersions, { params: { programId } })).items,
      get: (programId, number) => orNull(call(transport, pages.getProgramPageVersion, version(programId, number))),
      restore: (programId, number) => call(transport, pages.restoreProgramPageVersion, version(programId, number)),
    },
    translations: httpTranslationsRepository(transport, 'programId', {
      get: pages.getProgramPageTranslation,
      save: pages.saveProgramPageTranslation,
      remove: pages.deleteProgramPageTranslation,
    }),
  };
}
