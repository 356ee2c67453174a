/**
 * What an applicant reads beside a question whose answer breaks the form's rules: the same words in the
 * browser, as they type, and from the service, which checks again.
 */
export const ANSWER_MESSAGES = {
  answerThis: 'Answer this question.',
  chooseAnOption: 'Choose an option.',
  chooseAtLeastOne: 'Choose at least one option.',
  enterDate: 'Enter a date.',
  uploadFile: 'Upload a file.',
  notOnForm: 'This question is not on the form.',
  fileByUpload: 'Upload a file for this question instead of typing an answer.',
  giveText: 'Give a text answer.',
  tooLong: (max: number, length: number) => `Keep it to ${max} characters or fewer (you have ${length}).`,
  tooManyWords: (limit: number, words: number) => `Keep it to ${limit} words or fewer (you have ${words}).`,
  chooseFromOptions: 'Choose from the options given.',
  chooseOne: 'Choose only one option.',
  chooseDistinct: 'Choose each option once.',
  realDate: 'Enter a real date, for example 2007-03-14.',
} as const;
