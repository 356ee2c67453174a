import { DataError } from '@sla/data';

/** What staff and students read when a module request is refused. */
export const MODULE_MESSAGES = {
  notFound: 'No such module.',
  noSuchFile: 'No such file.',
} as const;

export const noSuchModule = () => new DataError('not_found', MODULE_MESSAGES.notFound);
export const noSuchFile = () => new DataError('not_found', MODULE_MESSAGES.noSuchFile);
