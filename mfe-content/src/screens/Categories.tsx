import { useState } from 'react';
import { api, routes, type Category } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { LoadState } from '@sla/data-views';
import { FailureAlert, SuccessNotice } from '@sla/forms';
import { PortalNav } from '../PortalNav.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { AddCategoryForm } from '../categories/AddCategoryForm.js';
import { CategoryList } from '../categories/CategoryList.js';
import { DeleteCategoryDialog } from '../categories/DeleteCategoryDialog.js';
import { RenameCategoryDialog } from '../categories/RenameCategoryDialog.js';
import { useReorder } from '../categories/useReorder.js';
import { useLiveLoad } from '../overview/useLiveLoad.js';
import '../other.css';

const loadCategories = async () => (await api(routes.listCategories)).items;

/** manage_content_categories: the categories stories are grouped by, in the order the site shows them. */
export default function Categories() {
  const categories = useLiveLoad(loadCategories, []);
  const live = useLiveChanges(['category'], categories.refresh, categories.refresh);
  const current = categories.status === 'ready' ? categories.value : null;
  const reorder = useReorder(current, categories.replace);
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [notice, setNotice] = useState('');

  return (
    <Screen title={t(screenName('/content/categories'))} lead={t('Categories that group stories on the public site.')}>
      <PortalNav />
      <div className="content-bar">
        <p className="content-bar__lead">
          {t('Stories show their category; visitors filter the stories page by it, in this order.')}
        </p>
        <LiveBadge state={live} />
      </div>
      <SuccessNotice message={notice} />
      <AddCategoryForm
        onAdded={(category) => {
          if (current) categories.replace([...current.filter((each) => each.id !== category.id), category]);
          setNotice(t('Added {name}.', { name: category.name }));
        }}
      />
      <FailureAlert message={reorder.failure} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {reorder.message}
      </p>
      <LoadState
        state={categories}
        loadingLabel={t('Loading categories…')}
        errorTitle={t('The categories could not be loaded')}
        isEmpty={(ready) => ready.value.length === 0}
        empty={<p className="empty-state">{t('No categories yet. Add the first above; stories can then be put in it.')}</p>}
      >
        {(ready) => (
          <CategoryList
            categories={ready.value}
            focus={reorder.focus}
            onMove={reorder.move}
            onRename={(category) => {
              setNotice('');
              setRenaming(category);
            }}
            onDelete={(category) => {
              setNotice('');
              setDeleting(category);
            }}
          />
        )}
      </LoadState>
      {renaming ? (
        <RenameCategoryDialog
          category={renaming}
          onCancel={() => setRenaming(null)}
          onRenamed={(renamed) => {
            if (current) categories.replace(current.map((each) => (each.id === renamed.id ? renamed : each)));
            setNotice(
              renamed.name === renaming.name
                ? t('Saved the French name of {name}.', { name: renamed.name })
                : t('Renamed {old} to {name}. Old links to it keep working.', { old: renaming.name, name: renamed.name }),
            );
            setRenaming(null);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteCategoryDialog
          category={deleting}
          others={(current ?? []).filter((each) => each.id !== deleting.id)}
          onCancel={() => setDeleting(null)}
          onDeleted={(movedTo) => {
            const count = deleting.postCount;
            setNotice(
              movedTo && count
                ? t(
                    '{count, plural, one {Deleted {name}. Its # post is now in {category}.} other {Deleted {name}. Its # posts are now in {category}.}}',
                    {
                      count,
                      name: deleting.name,
                      category: movedTo.name,
                    },
                  )
                : t('Deleted {name}.', { name: deleting.name }),
            );
            if (current) {
              categories.replace(
                current
                  .filter((each) => each.id !== deleting.id)
                  .map((each) => (each.id === movedTo?.id ? { ...each, postCount: each.postCount + count } : each)),
              );
            }
            setDeleting(null);
            // Posts may have moved meanwhile too: the service's counts are the ones to keep.
            categories.refresh();
          }}
        />
      ) : null}
    </Screen>
  );
}
