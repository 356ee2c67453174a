import { randomUUID } from 'node:crypto';
import type { EditorPost } from '@sla/contract';
import { parseInput, postInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { callerName } from '../live/callerName.js';
import { insertWithFirstVersion } from '../versions/insertWithFirstVersion.js';
import { categoryNameOf } from './categoryNameOf.js';
import { freePostSlug } from './freePostSlug.js';
import { claimPostSlug, slugTaken } from './claimPostSlug.js';
import { postColumns } from './postColumns.js';
import { postSnapshot } from './postSnapshot.js';
import { requirePostReferences } from './requirePostReferences.js';
import { toEditorPost } from './toEditorPost.js';

/** A new draft post (create_content), with its first version. */
export async function createPost(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<EditorPost> {
  const signedIn = await requirePermission(ctx, caller, 'create_content', { action: 'create_post' });
  const input = parseInput(postInput, body);
  const columns = postColumns(input);
  const author = { savedBy: signedIn.token.uid, savedByName: callerName(signedIn), savedAt: ctx.now() };
  const id = randomUUID();
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      await requirePostReferences(tx, columns);
      // An address the editor typed is theirs to change; one made from the title never fails on a clash ("-2").
      if (!input.slug) columns.slug = await freePostSlug(tx, input.title);
      await claimPostSlug(tx, columns.slug, id);
      return insertWithFirstVersion(tx, { id, type: 'post', status: 'draft', ...columns }, postSnapshot, author);
    });
    announce(ctx, signedIn, { kind: 'post', id, action: 'created' });
    return toEditorPost(saved, await categoryNameOf(ctx.db, saved.categoryId));
  } catch (error) {
    // Another post took the address between the look and the write.
    if (pgErrorCode(error) === '23505') throw slugTaken();
    throw error;
  }
}
