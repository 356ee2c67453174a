import type { ReactNode, RefObject } from 'react';
import { ConfirmDialog, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import type { ItemList } from './useItemList.js';

type Titled = { id: string; title: string };

/**
 * A delivery list's frame: what it lists with its Add button, the notice, the items (or the empty state), the
 * changes read out, and the dialog that asks before deleting.
 */
export function ItemListFrame<Item extends Titled>({
  list,
  listRef,
  lead,
  addLabel,
  empty,
  emptyActions,
  problem,
  deleteLabel,
  deleteWarning,
  children,
}: {
  list: ItemList<Item>;
  /** The list's listRef. */
  listRef: RefObject<HTMLDivElement | null>;
  lead: ReactNode;
  /** "Add module". */
  addLabel: string;
  /** Shown instead of the items when there are none. */
  empty: string;
  /** Another way to start, under the empty state ("Copy from an earlier cohort"). */
  emptyActions?: ReactNode;
  /** Shown under the notice: what went wrong with a change made in the list itself. */
  problem?: ReactNode;
  /** The dialog's action, "Delete module". */
  deleteLabel: string;
  /** What deleting does, in the dialog. */
  deleteWarning: ReactNode;
  /** The items. */
  children: ReactNode;
}) {
  const { deleting } = list;
  return (
    <div ref={listRef}>
      <div className="tab-panel__header">
        <p className="tab-panel__lead">{lead}</p>
        <button type="button" className="button button--primary" data-focus={list.addFocus} onClick={() => list.open(null)}>
          {addLabel}
        </button>
      </div>
      <SuccessNotice message={list.notice} />
      {problem}
      {list.items.length === 0 ? (
        <>
          <p className="empty-state">{empty}</p>
          {emptyActions}
        </>
      ) : (
        children
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {list.changes.message}
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t('Delete {name}?', { name: deleting.title })}
          label={deleteLabel}
          busyLabel={t('Deleting…')}
          onConfirm={() => list.confirmDelete(deleting)}
          onCancel={list.cancelDelete}
          danger
        >
          {deleteWarning}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** Edit and Delete for one item (after any `children`, such as Move up and Move down), each naming the item. */
export function ItemButtons({
  title,
  onEdit,
  onDelete,
  children,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="builder-actions">
      {children}
      <button type="button" className="button button--outline button--small" onClick={onEdit}>
        <T
          message="Edit<hidden>: {name}</hidden>"
          values={{ name: title }}
          components={{ hidden: <span className="visually-hidden" /> }}
        />
      </button>
      <button type="button" className="button button--outline button--small builder-actions__remove" onClick={onDelete}>
        <T
          message="Delete<hidden>: {name}</hidden>"
          values={{ name: title }}
          components={{ hidden: <span className="visually-hidden" /> }}
        />
      </button>
    </div>
  );
}

/** An item's heading, where focus comes back to when its editor closes. */
export function ItemHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 className="builder-item__title" tabIndex={-1} data-focus={`${id}:heading`}>
      {children}
    </h3>
  );
}
