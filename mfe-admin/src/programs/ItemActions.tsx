import { useEffect, useState, type RefObject } from 'react';
import { useAnnouncer } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { moved } from './draft.js';

/**
 * After the next render, focuses the first element that matches one of `selectors` (inside `root`)
 * and can take focus. A moved or removed item re-renders elsewhere, so focus must be put back by
 * hand or keyboard users are thrown to the top of the page.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState<{ selectors: string[] } | null>(null);
  useEffect(() => {
    if (!request || !root.current) return;
    for (const selector of request.selectors) {
      const element = root.current.querySelector<HTMLElement>(selector);
      if (element && !element.matches(':disabled')) {
        element.focus();
        return;
      }
    }
  }, [request, root]);
  return (...selectors: string[]) => setRequest({ selectors });
}

/** The selector of an element marked data-focus="<key>:<part>". */
export const focusTarget = (key: string, part: 'up' | 'down' | 'heading' | 'add' | 'first') => `[data-focus="${key}:${part}"]`;

/** The selectors to try after moving item `key`: the same button, else the other one, else its heading. */
export function afterMove(key: string, delta: number): string[] {
  return delta < 0
    ? [focusTarget(key, 'up'), focusTarget(key, 'down'), focusTarget(key, 'heading')]
    : [focusTarget(key, 'down'), focusTarget(key, 'up'), focusTarget(key, 'heading')];
}

/**
 * What follows moving or removing an item of a list: the change is read out, and focus goes to the
 * moved item's button, or after a removal to the next item's heading (else `fallback`).
 */
export function useListChanges(root: RefObject<HTMLElement | null>) {
  const focusLater = useFocusAfterRender(root);
  const { message, announce } = useAnnouncer();
  return {
    message,
    focusLater,
    /** `name` (e.g. "criterion 2, Need") moved by `delta` from `index` in a list of `count`. */
    moved(key: string, name: string, index: number, delta: -1 | 1, count: number) {
      announce(t('Moved {name} to position {position} of {count}.', { name, position: index + delta + 1, count }));
      focusLater(...afterMove(key, delta));
    },
    /** `name` removed; `next` is the item now in its place (or before it), if any. */
    removed(name: string, next: { key: string } | undefined, fallback: string) {
      announce(t('Removed {name}.', { name }));
      focusLater(...(next ? [focusTarget(next.key, 'heading')] : []), fallback);
    },
  };
}

/** Move up, Move down and Remove for one item of a list; every button names the item for screen readers. */
export function ItemActions({
  itemKey,
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  itemKey: string;
  /** e.g. "question 2, What is your name?" */
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const named = { values: { name }, components: { hidden: <span className="visually-hidden" /> } };
  return (
    <div className="builder-actions">
      <button
        type="button"
        className="button button--outline button--small"
        data-focus={`${itemKey}:up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <T message="Move up<hidden>: {name}</hidden>" {...named} />
      </button>
      <button
        type="button"
        className="button button--outline button--small"
        data-focus={`${itemKey}:down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <T message="Move down<hidden>: {name}</hidden>" {...named} />
      </button>
      <button type="button" className="button button--outline button--small builder-actions__remove" onClick={onRemove}>
        <T message="Remove<hidden>: {name}</hidden>" {...named} />
      </button>
    </div>
  );
}

/**
 * A list of keyed items edited in place (a rubric's criteria, say): change one, add one (focus goes into it), move one
 * up or down and remove one, each change read out with `nameOf` and focus kept where the keyboard user expects it.
 * `addFocus` is where focus goes when the last item goes (the Add button's selector).
 */
export function useEditableList<Item extends { key: string }>({
  root,
  items,
  onChange,
  newItem,
  nameOf,
  addFocus,
}: {
  root: RefObject<HTMLElement | null>;
  items: Item[];
  /** `reordered`: items moved, came or went, so errors found by position no longer point at them. */
  onChange: (items: Item[], reordered: boolean) => void;
  newItem: () => Item;
  nameOf: (item: Item, index: number) => string;
  addFocus: string;
}) {
  const { message, focusLater, moved: afterMoving, removed: afterRemoving } = useListChanges(root);
  return {
    message,
    update(index: number, patch: Partial<Item>, reordered = false) {
      onChange(
        items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
        reordered,
      );
    },
    add() {
      const item = newItem();
      onChange([...items, item], true);
      focusLater(focusTarget(item.key, 'first'));
    },
    move(index: number, delta: -1 | 1) {
      const item = items[index] as Item;
      onChange(moved(items, index, delta), true);
      afterMoving(item.key, nameOf(item, index), index, delta, items.length);
    },
    remove(index: number) {
      const item = items[index] as Item;
      onChange(
        items.filter((_, at) => at !== index),
        true,
      );
      afterRemoving(nameOf(item, index), items[index + 1] ?? items[index - 1], addFocus);
    },
  };
}
