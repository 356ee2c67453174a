import { useRef, useState } from 'react';
import { api, errorMessage, routes, type Category } from '@sla/data';
import { useAnnouncer } from '@sla/forms';
import { t } from '@sla/i18n';
import type { FocusRequest } from './CategoryList.js';
import { moveItem } from './moveItem.js';

/**
 * Moving a category up or down: the list changes at once, the new position is read out, and the whole
 * order is saved; if saving fails, the order goes back and the failure is said. Only the latest
 * move's answer counts, so quick presses never end in an older order.
 */
export function useReorder(current: readonly Category[] | null, show: (categories: Category[]) => void) {
  const { message, announce } = useAnnouncer();
  const [failure, setFailure] = useState('');
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const latest = useRef(0);

  const move = (category: Category, delta: -1 | 1) => {
    if (!current) return;
    const before = [...current];
    const index = before.findIndex((each) => each.id === category.id);
    const next = moveItem(before, index, delta);
    if (next.every((each, at) => each === before[at])) return;
    show(next);
    setFailure('');
    announce(
      t('Moved {name} to position {position} of {total}.', {
        name: category.name,
        position: index + delta + 1,
        total: next.length,
      }),
    );
    setFocus((previous) => ({ id: category.id, delta, serial: (previous?.serial ?? 0) + 1 }));
    latest.current += 1;
    const mine = latest.current;
    api(routes.reorderCategories, { body: { ids: next.map((each) => each.id) } }).then(
      ({ items: saved }) => {
        if (mine === latest.current) show(saved);
      },
      (error: unknown) => {
        if (mine !== latest.current) return;
        show(before);
        setFailure(t('The new order was not saved, so the list is back as it was. {error}', { error: t(errorMessage(error)) }));
      },
    );
  };

  return { move, message, failure, focus };
}
