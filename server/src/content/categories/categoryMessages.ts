/** What the category screens are told beyond the shared form messages (CONTENT_MESSAGES). */
export const CATEGORY_MESSAGES = {
  notFound: 'We could not find that category. It may have been deleted.',
  nameWithoutLetters: 'Use letters or digits in the name.',
  sameCategory: 'Choose a different category to move the posts to.',
  orderMismatch: 'The order must list every category once. Reload the page and try again.',
} as const;
