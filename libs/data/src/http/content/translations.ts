import type { Operation } from '@sla/contract/operations/operation';
import type { TranslationsRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

/**
 * One kind of item's versions in other languages: its three declared operations (contract/content/translations), the
 * item's id given as `idParam` ("id", or "programId" for programme pages) beside the locale.
 */
export function httpTranslationsRepository<Fields, Input>(
  transport: Transport,
  idParam: 'id' | 'programId',
  operations: { get: Operation; save: Operation; remove: Operation },
): TranslationsRepository<Fields, Input> {
  // The three share their path's shape, not its parameter's name; the declared answer is the repository's type.
  const at = (id: string, locale: string) => ({ params: { [idParam]: id, locale } }) as never;
  return {
    get: (id, locale) => orNull(call(transport, operations.get, at(id, locale)) as never),
    save: (id, locale, body) => call(transport, operations.save, { ...(at(id, locale) as object), body } as never) as never,
    remove: async (id, locale) => {
      await call(transport, operations.remove, at(id, locale));
    },
  };
}
