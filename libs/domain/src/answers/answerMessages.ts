import { msg } from '@sla/i18n';
import { messageWith } from '@sla/contract/messages';

const tooLong = messageWith(msg('Keep it to {max} characters or fewer (you have {length}).'));
const tooManyWords = messageWith(msg('Keep it to {limit} words or fewer (you have {words}).'));

/**
 * What an applicant reads beside a question whose answer breaks the form's rules: the same words in the
 * browser, as they type, and from the service, which checks again.
 */
export const ANSWER_MESSAGES = {
  answerThis: msg('Answer this question.'),
  chooseAnOption: msg('Choose an option.'),
  chooseAtLeastOne: msg('Choose at least one option.'),
  enterDate: msg('Enter a date.'),
  uploadFile: msg('Upload a file.'),
  notOnForm: msg('This question is not on the form.'),
  fileByUpload: msg('Upload a file for this question instead of typing an answer.'),
  giveText: msg('Give a text answer.'),
  tooLong: (max: number, length: number) => tooLong({ max, length }),
  tooManyWords: (limit: number, words: number) => tooManyWords({ limit, words }),
  chooseFromOptions: msg('Choose from the options given.'),
  chooseOne: msg('Choose only one option.'),
  chooseDistinct: msg('Choose each option once.'),
  realDate: msg('Enter a real date, for example 2007-03-14.'),
} as const;
