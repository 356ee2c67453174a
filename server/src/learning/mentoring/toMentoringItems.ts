import type { MentorCheckin, MentorMessage, MentorTask } from '@sla/contract';
import type { mentorCheckins, mentorMessages, mentorTasks } from '../../db/schema.js';
import type { Person } from './people.js';

type MessageRow = typeof mentorMessages.$inferSelect;
type CheckinRow = typeof mentorCheckins.$inferSelect;
type TaskRow = typeof mentorTasks.$inferSelect;

const nameIn = (people: Map<string, Person>, uid: string) => people.get(uid)?.displayName ?? null;

export function toMentorMessage(row: MessageRow, people: Map<string, Person>, callerUid: string): MentorMessage {
  return {
    id: row.id,
    authorUid: row.authorUid,
    authorName: nameIn(people, row.authorUid),
    body: row.body,
    sentAt: row.sentAt.toISOString(),
    mine: row.authorUid === callerUid,
  };
}

export function toMentorCheckin(row: CheckinRow, people: Map<string, Person>): MentorCheckin {
  return {
    id: row.id,
    authorUid: row.authorUid,
    authorName: nameIn(people, row.authorUid),
    metOn: row.metOn,
    notes: row.notes,
    nextSteps: row.nextSteps,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMentorTask(row: TaskRow): MentorTask {
  return { id: row.id, title: row.title, doneAt: row.doneAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}
