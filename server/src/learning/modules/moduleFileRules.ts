import type { FileQuestionRules } from '@sla/domain';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/contract/schemas';

/** What a module file may be: any of the three upload types, up to the largest size uploads allow. */
export const MODULE_FILE_RULES: FileQuestionRules = { accept: UPLOAD_TYPES, maxSizeMb: UPLOAD_MAX_MB };
