import * as z from 'zod/mini';
import { CONTENT_STATUSES, editorEventsQuery, eventInput } from '../../schemas/contentEditing.js';
import { operation } from '../operation.js';
import { contentVersion, versionList } from './versions.js';

/** An image chosen for an item: from the media library (mediaId) or by address. */
export const imageChoice = z.strictObject({
  /** Set when the image is in the media library; the public page then gets its resized variants. */
  mediaId: z.nullable(z.string()),
  url: z.string(),
  alt: z.string(),
});
export type ImageChoice = z.output<typeof imageChoice>;

/** An event as its editor opens it. */
export const editorEvent = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  status: z.enum(CONTENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  timeZone: z.string(),
  online: z.boolean(),
  location: z.nullable(z.string()),
  registrationUrl: z.nullable(z.string()),
  coverImage: z.nullable(imageChoice),
  version: z.int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type EditorEvent = z.output<typeof editorEvent>;

const editors = { anyOf: ['edit_content'] } as const;

export const listEditorEvents = operation({
  id: 'listEditorEvents',
  method: 'GET',
  path: '/content/events',
  summary: 'Every event: those not over yet soonest first, then past ones',
  query: editorEventsQuery,
  answer: z.strictObject({ items: z.array(editorEvent), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: editors,
  refusals: [400, 401, 403],
});

export const createEvent = operation({
  id: 'createEvent',
  method: 'POST',
  path: '/content/events',
  summary: 'A new event, published unless publish is false; an empty slug is made from the title',
  body: eventInput,
  answer: editorEvent,
  status: 201,
  access: editors,
  refusals: [400, 401, 403, 409, 413],
});

export const getEditorEvent = operation({
  id: 'getEditorEvent',
  method: 'GET',
  path: '/content/events/{id}',
  summary: 'One event, whatever its status',
  answer: editorEvent,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const updateEvent = operation({
  id: 'updateEvent',
  method: 'PUT',
  path: '/content/events/{id}',
  summary: 'Save an event as a new version; 409 when baseVersion is not the latest or the slug is taken',
  body: eventInput,
  answer: editorEvent,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404, 409, 413],
});

export const deleteEvent = operation({
  id: 'deleteEvent',
  method: 'DELETE',
  path: '/content/events/{id}',
  summary: 'Delete an event and its versions',
  answer: null,
  status: 204,
  access: { allOf: ['edit_content', 'delete_content'] },
  refusals: [401, 403, 404],
});

export const listEventVersions = operation({
  id: 'listEventVersions',
  method: 'GET',
  path: '/content/events/{id}/versions',
  summary: "An event's saved versions, newest first",
  answer: versionList,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const getEventVersion = operation({
  id: 'getEventVersion',
  method: 'GET',
  path: '/content/events/{id}/versions/{version}',
  summary: 'One saved version of an event with its text',
  answer: contentVersion,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const restoreEventVersion = operation({
  id: 'restoreEventVersion',
  method: 'POST',
  path: '/content/events/{id}/versions/{version}/restore',
  summary: 'Save an earlier version of an event as the newest one; published or draft stays',
  answer: editorEvent,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404, 409],
});

/** Events as content editors write them, with their versions. */
export const eventOperations = [
  listEditorEvents,
  createEvent,
  getEditorEvent,
  updateEvent,
  deleteEvent,
  listEventVersions,
  getEventVersion,
  restoreEventVersion,
] as const;
