import { msg } from '@sla/i18n';
import { messageWith } from '@sla/contract/messages';

const duplicateOption = messageWith(msg('“{option}” is listed twice.'));

/** What staff read beside a programme setting that breaks a rule the shared schema cannot express. */
export const PROGRAM_SETTINGS_MESSAGES = {
  closesBeforeOpening: msg('Applications must close after they open.'),
  duplicateQuestionId: msg('Another question on this form already uses this id.'),
  duplicateSectionId: msg('Another section already uses this id.'),
  duplicateCriterionId: msg('Another criterion already uses this id.'),
  duplicateOption: (option: string) => duplicateOption({ option }),
  scaleOrder: msg('The top of the scale must be above the bottom.'),
  tooFewOptions: msg('Offer at least 2 options.'),
} as const;
