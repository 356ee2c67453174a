import { DataError } from '@sla/contract';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { REPORT_MESSAGES } from '@sla/contract/serviceMessages';

/** The refusals of the alumni network's conversations, blocks and reports, in the words the screens show. */

/** 404: also what anyone but the conversation's two people gets, so it never shows that the conversation exists. */
export const noSuchConversation = () => new DataError('not_found', ALUMNI_MESSAGES.noSuchConversation);
/** 404: no profile by that uid that members may see (or know of). */
export const noSuchAlumnus = () => new DataError('not_found', ALUMNI_MESSAGES.noSuchAlumnus);
export const notOpenToMessages = () => new DataError('forbidden', ALUMNI_MESSAGES.notOpenToMessages);
/** Either side blocked the other: no new messages either way. */
export const blockedEitherWay = () => new DataError('forbidden', ALUMNI_MESSAGES.blocked);
export const messageSelf = () => new DataError('conflict', ALUMNI_MESSAGES.messageSelf);
export const blockSelf = () => new DataError('invalid_input', ALUMNI_MESSAGES.blockSelf, { uid: ALUMNI_MESSAGES.blockSelf });

export { REPORT_MESSAGES };

export const reportSelf = () =>
  new DataError('invalid_input', REPORT_MESSAGES.reportSelf, { reportedUid: REPORT_MESSAGES.reportSelf });
export const noSuchMessage = () =>
  new DataError('invalid_input', REPORT_MESSAGES.noSuchMessage, { messageId: REPORT_MESSAGES.noSuchMessage });
export const noSuchReport = () => new DataError('not_found', REPORT_MESSAGES.noSuchReport);
