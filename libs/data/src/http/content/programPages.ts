import type { ProgramPagesRepository } from '../../repositories.js';
import type { ProgramPage } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';
import { httpTranslationsRepository } from './translations.js';
import { httpVersionsRepository } from './versions.js';

const path = (programId: string) => `/content/program-pages/${encodeURIComponent(programId)}`;

export function httpProgramPagesRepository(transport: Transport): ProgramPagesRepository {
  return {
    list: async () => (await transport.request<{ items: ProgramPage[] }>('GET', '/content/program-pages')).items,
    get: (programId) => orNull(transport.request<ProgramPage>('GET', path(programId))),
    update: (programId, input) => transport.request('PUT', path(programId), { body: input }),
    versions: httpVersionsRepository<ProgramPage>(transport, path),
    translations: httpTranslationsRepository(transport, path),
  };
}
