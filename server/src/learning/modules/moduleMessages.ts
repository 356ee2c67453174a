import { DataError } from '@sla/data';
import { MODULE_MESSAGES } from '@sla/data/serviceMessages';

export { MODULE_MESSAGES };

export const noSuchModule = () => new DataError('not_found', MODULE_MESSAGES.notFound);
export const noSuchFile = () => new DataError('not_found', MODULE_MESSAGES.noSuchFile);
