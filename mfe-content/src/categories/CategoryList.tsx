import { useEffect, useId, useRef } from 'react';
import type { Category } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';

/** Where focus goes after a move: the same button on the moved row, or its other one at an end of the list. */
export interface FocusRequest {
  id: string;
  delta: -1 | 1;
  /** Changes with every move, so a second move of the same row still asks again. */
  serial: number;
}

/**
 * The categories in the order the site shows them, with their post counts and public addresses, and
 * Move up, Move down, Rename and Delete for each; every button names its category for screen readers.
 */
export function CategoryList({
  categories,
  focus,
  onMove,
  onRename,
  onDelete,
}: {
  categories: readonly Category[];
  focus: FocusRequest | null;
  onMove: (category: Category, delta: -1 | 1) => void;
  onRename: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  const id = useId();
  const root = useRef<HTMLOListElement>(null);

  // A moved row is re-inserted in the page, which drops focus: keyboard users would be thrown to the top.
  useEffect(() => {
    if (!focus || !root.current) return;
    const buttons = [...root.current.querySelectorAll<HTMLButtonElement>('button[data-focus]')];
    const parts = focus.delta < 0 ? ['up', 'down'] : ['down', 'up'];
    for (const part of parts) {
      const button = buttons.find((each) => each.dataset.focus === `${focus.id}:${part}`);
      if (button && !button.disabled) return button.focus();
    }
  }, [focus]);

  return (
    <>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('Categories, in the order the site shows them')}
      </h2>
      <ol ref={root} className="category-list" aria-labelledby={`${id}-title`}>
        {categories.map((category, index) => {
          const hidden = { hidden: <span className="visually-hidden" /> };
          const values = { name: category.name };
          return (
            <li key={category.id} className="category-row">
              <div className="category-row__text">
                <span className="category-row__name">{category.name}</span>
                <span className="category-row__meta">
                  {t('{count, plural, one {# post} other {# posts}}', { count: category.postCount })} ·{' '}
                  {category.nameFr ? (
                    <T
                      message="In French: <fr>{name}</fr>"
                      values={{ name: category.nameFr }}
                      components={{ fr: <span lang="fr" /> }}
                    />
                  ) : (
                    t('No French name')
                  )}{' '}
                  · <code>/blog?category={category.slug}</code>
                </span>
              </div>
              <div className="category-row__actions">
                <button
                  type="button"
                  className="button button--outline button--small"
                  data-focus={`${category.id}:up`}
                  disabled={index === 0}
                  onClick={() => onMove(category, -1)}
                >
                  <T message="Move up<hidden>: {name}</hidden>" values={values} components={hidden} />
                </button>
                <button
                  type="button"
                  className="button button--outline button--small"
                  data-focus={`${category.id}:down`}
                  disabled={index === categories.length - 1}
                  onClick={() => onMove(category, 1)}
                >
                  <T message="Move down<hidden>: {name}</hidden>" values={values} components={hidden} />
                </button>
                <button type="button" className="button button--outline button--small" onClick={() => onRename(category)}>
                  <T message="Rename<hidden>: {name}</hidden>" values={values} components={hidden} />
                </button>
                <button
                  type="button"
                  className="button button--outline button--danger-outline button--small"
                  onClick={() => onDelete(category)}
                >
                  <T message="Delete<hidden>: {name}</hidden>" values={values} components={hidden} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
