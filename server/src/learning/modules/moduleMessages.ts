import { DataError } from '@sla/contract';
import { MODULE_MESSAGES } from '@sla/contract/serviceMessages';

export { MODULE_MESSAGES };

export const noSuchModule = () => new DataError('not_found', MODULE_MESSAGES.notFound);
export const noSuchFile = () => new DataError('not_found', MODULE_MESSAGES.noSuchFile);
