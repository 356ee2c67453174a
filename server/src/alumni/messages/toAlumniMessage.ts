import type { AlumniMessage } from '@sla/contract';
import type { alumniMessages } from '../../db/schema.js';
import type { Person } from './people.js';
import { FORMER_MEMBER } from './people.js';

export type AlumniMessageRow = typeof alumniMessages.$inferSelect;

/** A message as `viewerUid` reads it: the sender named as members see them (or as the viewer is to themself). */
export function toAlumniMessage(row: AlumniMessageRow, people: Map<string, Person>, viewerUid: string): AlumniMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderUid: row.senderUid,
    senderName: people.get(row.senderUid)?.name ?? FORMER_MEMBER,
    mine: row.senderUid === viewerUid,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
  };
}
