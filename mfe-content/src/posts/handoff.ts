import type { EditorPost } from '@sla/data';
import type { PostDraft } from './postDraft.js';

/**
 * A new post's editor, handed from /content/blog/new to /content/blog/<id>/edit once its first save
 * created it: the two addresses are different screens, so the editor is made again there, and takes
 * up exactly where it was (text typed while the save was on its way, the address rule, focus).
 */
export interface PostHandoff {
  post: EditorPost;
  draft: PostDraft;
  /** The draft as the save that created the post sent it. */
  savedDraft: PostDraft;
  slugTouched: boolean;
  focus: { id: string; start: number | null; end: number | null } | null;
  notice: string;
}

const handoffs = new Map<string, PostHandoff>();

export function handOff(handoff: PostHandoff) {
  handoffs.set(handoff.post.id, handoff);
}

/** The handoff for `id`, if its editor was just made on /new; it stays until forgotten, so a re-render finds it again. */
export const peekHandoff = (id: string) => handoffs.get(id) ?? null;

export function forgetHandoff(id: string) {
  handoffs.delete(id);
}

/** Where focus was in the editor, to put it back in the editor that carries on. */
export function focusNow(): PostHandoff['focus'] {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.id) return null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  return { id: active.id, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
}
