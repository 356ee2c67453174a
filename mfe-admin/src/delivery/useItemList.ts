import { useRef, useState } from 'react';
import { t } from '@sla/i18n';
import { focusTarget, useListChanges } from '../programs/ItemActions.js';

interface Item {
  id: string;
  title: string;
}

/** Which item the editor shows (null: a new one); a new key starts a fresh editor. */
type Editing = { key: number; itemId: string | null };

/**
 * A cohort's list of items (modules, assignments) kept in `order`, edited one at a time and deleted after asking:
 * the success notice, and where focus goes once the editor closes or an item is deleted (its heading, the next
 * item's, else the Add button marked data-focus="<name>:add").
 */
export function useItemList<T extends Item>({
  initial,
  order,
  name,
  remove,
  onOpen,
}: {
  initial: readonly T[];
  order: (items: readonly T[]) => T[];
  /** The list's name in data-focus ("modules"). */
  name: string;
  /** Deletes the item on the service; a refusal is shown in the dialog that asked. */
  remove: (item: T) => Promise<void>;
  /** Also runs as the editor opens, to drop what the list said before (as its notice is dropped). */
  onOpen?: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState(() => order(initial));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState('');
  const changes = useListChanges(root);
  const editingItem = editing?.itemId ? (items.find((each) => each.id === editing.itemId) ?? null) : null;

  return {
    /** The list's element, for ItemListFrame: focus is put back inside it. */
    listRef: root,
    items,
    setItems,
    editing,
    editingItem,
    deleting,
    notice,
    changes,
    /** The Add button's data-focus, where focus goes once the last item is deleted. */
    addFocus: `${name}:add`,
    /** Opens the editor on an item, or on a new one (null). */
    open(itemId: string | null) {
      setNotice('');
      onOpen?.();
      setEditing({ key: Date.now(), itemId });
    },
    /** The same editor carries on with the item it has just created. */
    carryOn(itemId: string) {
      setEditing((current) => current && { key: current.key, itemId });
    },
    closeEditor() {
      setEditing(null);
      if (editingItem) changes.focusLater(focusTarget(editingItem.id, 'heading'));
    },
    saved(item: T) {
      setItems((current) => order([...current.filter((each) => each.id !== item.id), item]));
    },
    askDelete(item: T) {
      setNotice('');
      setDeleting(item);
    },
    cancelDelete() {
      setDeleting(null);
    },
    async confirmDelete(item: T) {
      await remove(item);
      const index = items.findIndex((each) => each.id === item.id);
      const rest = items.filter((each) => each.id !== item.id);
      setItems(rest);
      setDeleting(null);
      setNotice(t('Deleted {title}.', { title: item.title }));
      const next = rest[index] ?? rest[index - 1];
      changes.removed(item.title, next && { key: next.id }, focusTarget(name, 'add'));
    },
  };
}

export type ItemList<T extends Item> = ReturnType<typeof useItemList<T>>;
