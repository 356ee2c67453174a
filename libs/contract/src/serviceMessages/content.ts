import { msg } from '@sla/i18n';
import { messageWith } from '../messages.js';

/**
 * What the content screens (posts, events, categories, redirects, story submissions) and the public pages are told by
 * the data service (server/src/content), beyond the shared form messages (CONTENT_MESSAGES of @sla/contract/schemas); and
 * the notices it leaves a story's author. An uploaded image's refusals are MEDIA_MESSAGES of @sla/domain.
 */

/** The category screens. */
export const CATEGORY_MESSAGES = {
  notFound: msg('We could not find that category. It may have been deleted.'),
  nameWithoutLetters: msg('Use letters or digits in the name.'),
  sameCategory: msg('Choose a different category to move the posts to.'),
  orderMismatch: msg('The order must list every category once. Reload the page and try again.'),
} as const;

/** The event editor. */
export const EVENT_MESSAGES = {
  placeNeeded: msg('Give the place, or mark the event as online.'),
  slugWithoutLetters: msg('Type an address: the title has no letters or digits to make one from.'),
} as const;

/** The post editor. */
export const POST_MESSAGES = {
  slugWithoutLetters: msg('Give the post an address: lower-case words joined by -, e.g. my-first-story.'),
} as const;

/** What the alumni side of story submissions says when it refuses, in the words the stories screen shows. */
export const STORY_MESSAGES = {
  published: msg('This story is already published, so it can no longer be changed or withdrawn here.'),
  withdrawn: msg('You withdrew this story, so it can no longer be changed. Write a new one whenever you like.'),
  takenOn: msg(
    'An editor is already preparing this story for the blog, so it can no longer be changed or withdrawn here. Reply to the e-mail from the editors if something needs to change.',
  ),
  pictureGone: msg('A picture in your story is no longer available. Remove it and add it again.'),
  coverGone: msg('The cover picture is no longer available. Choose it again.'),
  tooManyPictures: msg('A story can show at most 20 pictures. Remove some.'),
  tooManyUploads: msg('You have added many pictures today. Add more tomorrow, or use the ones you have already added.'),
  noSuchPicture: msg('We could not find that picture.'),
} as const;

const STORY_PUBLISHED = messageWith(msg('Your story "{title}" is published.'));
const STORY_RETURNED = messageWith(msg('Our editors sent your story "{title}" back with a note.'));

/** The portal notices a story's author gets when editors publish it or send it back. */
export const STORY_NOTICES = {
  published: (title: string) => STORY_PUBLISHED({ title }),
  returned: (title: string) => STORY_RETURNED({ title }),
} as const;

/** The public pages: a story, a programme's page, a moved address. */
export const PUBLIC_CONTENT_MESSAGES = {
  noSuchStory: msg('We could not find that story. It may have moved or been taken down.'),
  noSuchProgrammePage: msg('We could not find that programme. It may have been deleted.'),
  giveAddress: msg('Give the address, e.g. /blog/a-story.'),
  addressTooLong: msg('This address is too long.'),
  nothingMoved: msg('Nothing moved away from this address.'),
} as const;

/** Registrations for an event (decision 0046): the public event page and the registrants screen. */
export const EVENT_REGISTRATION_MESSAGES = {
  notTaking: msg('This event does not take registrations on this site.'),
  deadlinePassed: msg('Registration for this event has closed.'),
  started: msg('This event has already started, so registration is closed.'),
  alumniOnly: msg('Only alumni signed in to their account may register for this event.'),
  studentsOnly: msg('Only students signed in to their account may register for this event.'),
  nameAndEmail: msg('Give your name and e-mail address.'),
  alreadyRegistered: msg('You are already registered for this event.'),
  alreadyWaiting: msg('You are already on the waiting list for this event.'),
  registered: msg('You are registered. We have sent a confirmation to your e-mail address.'),
  waiting: msg('The event is full, so you are on the waiting list. We will e-mail you if a place frees up.'),
  cancelled: msg('Your registration is cancelled.'),
  badCancelLink: msg('This cancellation link is not valid, or the registration was already cancelled.'),
  noRegistration: msg('You are not registered for this event.'),
  noSuchRegistrant: msg('We could not find that registration.'),
  notRegisteredCheckIn: msg('Only a registered person can be checked in.'),
} as const;
