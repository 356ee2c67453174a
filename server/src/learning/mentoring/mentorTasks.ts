import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MentorTask } from '@sla/contract';
import { mentorTaskDoneInput, mentorTaskInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorTasks } from '../../db/schema.js';
import { noSuchTask } from './mentoringMessages.js';
import { holdOpenMentorship, openMentorship } from './openMentorship.js';
import { toMentorTask } from './toMentoringItems.js';

// The agreed checklist: either side adds, ticks off and removes tasks while the mentorship runs.

const ofMentorship = (id: string, taskId: string) => and(eq(mentorTasks.id, taskId), eq(mentorTasks.mentorshipId, id));

/** POST /mentorships/:id/tasks. */
export async function addMentorTask(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawBody: unknown,
): Promise<MentorTask> {
  const open = await openMentorship(ctx, caller, id, 'add_mentor_task', { write: true });
  const { title } = parseInput(mentorTaskInput, rawBody);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await holdOpenMentorship(tx, id);
    const [task] = await tx
      .insert(mentorTasks)
      .values({ id: randomUUID(), mentorshipId: id, title, doneAt: null, createdBy: open.caller.token.uid, createdAt: now })
      .returning();
    return toMentorTask(task!);
  });
}

/** PUT /mentorships/:id/tasks/:taskId: done keeps the first time it was ticked off; not done clears it. */
export async function setMentorTaskDone(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  taskId: string,
  rawBody: unknown,
): Promise<MentorTask> {
  await openMentorship(ctx, caller, id, 'update_mentor_task', { write: true });
  const { done } = parseInput(mentorTaskDoneInput, rawBody);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await holdOpenMentorship(tx, id);
    const [task] = await tx
      .update(mentorTasks)
      .set({ doneAt: done ? sql`coalesce(${mentorTasks.doneAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(ofMentorship(id, taskId))
      .returning();
    if (!task) throw noSuchTask();
    return toMentorTask(task);
  });
}

/** DELETE /mentorships/:id/tasks/:taskId. */
export async function removeMentorTask(ctx: ServiceContext, caller: Caller | null, id: string, taskId: string): Promise<void> {
  await openMentorship(ctx, caller, id, 'remove_mentor_task', { write: true });
  await ctx.db.transaction(async (tx) => {
    await holdOpenMentorship(tx, id);
    const removed = await tx.delete(mentorTasks).where(ofMentorship(id, taskId)).returning({ id: mentorTasks.id });
    if (!removed.length) throw noSuchTask();
  });
}
