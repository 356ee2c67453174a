import { msg } from '@sla/i18n';
import { messageWith } from '@sla/contract/messages';

const giveScore = messageWith(msg('Give a score for {label}.'));
const outOfScale = messageWith(msg('Score {label} from {min} to {max}.'));

/** What a reviewer reads beside a criterion whose score breaks the rubric. */
export const SCORE_MESSAGES = {
  giveScore: (label: string) => giveScore({ label }),
  outOfScale: (label: string, min: number, max: number) => outOfScale({ label, min, max }),
  notInRubric: msg('This criterion is not in the rubric.'),
} as const;
