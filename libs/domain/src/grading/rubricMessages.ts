import { msg } from '@sla/i18n';
import { messageWith } from '@sla/contract/messages';

const samePoints = messageWith(
  msg('Another level of this criterion is worth {points} points too. Give each level its own points.'),
);
const totalRange = messageWith(
  msg('The highest levels add up to {total} points. Keep the total from 1 to 1000: it is what the grade is out of.'),
);
const chooseLevel = messageWith(msg('Choose a level for “{criterion}”.'));
const notALevel = messageWith(
  msg('The level chosen for “{criterion}” is not one of its levels. Open the work again to see the rubric as it is now.'),
);
const chosenTwice = messageWith(msg('Choose one level for “{criterion}”, not several.'));

/** What staff read when a rubric, or the levels chosen with it, break its rules. */
export const RUBRIC_MESSAGES = {
  samePoints: (points: number) => samePoints({ points }),
  totalRange: (total: number) => totalRange({ total }),
  chooseLevel: (criterion: string) => chooseLevel({ criterion }),
  notALevel: (criterion: string) => notALevel({ criterion }),
  chosenTwice: (criterion: string) => chosenTwice({ criterion }),
  notACriterion: msg(
    'A level was chosen for a criterion this rubric does not have. Open the work again to see the rubric as it is now.',
  ),
} as const;
