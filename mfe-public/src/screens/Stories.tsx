import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@sla/router';
import { api, errorMessage, routes, type CategoryCount, type CategoryRef, type Page, type PostSummary } from '@sla/data';
import { intlLocale, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { serviceText } from '../forms/serviceText.js';
import { CategoryName } from '../parts/contentLanguage.js';
import { LoadFailed, Placeholder } from '../parts/PageStates.js';
import { StoryCard } from '../parts/StoryCard.js';

/** The answer as the data service gives it: the site server puts the same answer in the page (page data are answers). */
const loadCategories = async (): Promise<{ items: CategoryCount[] }> => api(routes.listPublicCategories);

/**
 * The category chips, by name. Until the full list has arrived (the server puts it in the page, but a
 * client-side visit fetches it), the categories of the stories already shown stand in for it: usually the same
 * chips, so the list below does not jump when the full list replaces them.
 */
function chipsOf(all: readonly CategoryRef[] | null, shown: readonly PostSummary[]): CategoryRef[] {
  const found = new Map<string, CategoryRef>();
  for (const item of all ?? shown.map((story) => story.category))
    if (item) found.set(item.slug, { name: item.name, slug: item.slug, language: item.language });
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, intlLocale()));
}

/** Pages after the first, fetched by "Load more"; they belong to one list (one category). */
interface More {
  items: PostSummary[];
  cursor: string | null;
  status: 'idle' | 'loading' | 'error';
  error?: unknown;
}

export default function Stories() {
  const [params] = useSearchParams();
  const category = params.get('category')?.trim() || '';
  // The first unfiltered page is the one the site server may have put in the page.
  const key = category ? `/public/posts?category=${encodeURIComponent(category)}` : '/public/posts';
  const first = usePageData<Page<PostSummary>>(key, async () =>
    api(routes.listPublicPosts, { query: category ? { category } : {} }),
  );
  const categories = usePageData('/public/categories', loadCategories);
  const chips = chipsOf(
    categories.status === 'ready' ? categories.data.items : null,
    first.status === 'ready' ? first.data.items : [],
  );
  const current = chips.find((item) => item.slug === category);

  return (
    <Screen
      title={t(screenName('/blog'))}
      lead={t('News and stories from our scholars, fellows, mentors and alumni.')}
      className="stories"
    >
      <nav className="chips" aria-label={t('Story categories')}>
        <ul>
          <li>
            <Link className="chip" to="/blog" aria-current={category ? undefined : 'page'}>
              {t('All stories')}
            </Link>
          </li>
          {chips.map((item) => (
            <li key={item.slug}>
              <Link
                className="chip"
                to={`/blog?category=${encodeURIComponent(item.slug)}`}
                aria-current={item.slug === category ? 'page' : undefined}
              >
                <CategoryName category={item} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h2 className="visually-hidden">
        {current ? (
          <T message="Stories in <category/>" components={{ category: <CategoryName category={current} /> }} />
        ) : category ? (
          t('Stories in this category')
        ) : (
          t('All stories')
        )}
      </h2>
      {first.status === 'loading' ? (
        <Placeholder label={t('Loading stories…')} shape="cards" />
      ) : first.status === 'error' ? (
        <LoadFailed title={t('We could not load the stories')} error={first.error} retry={first.retry} />
      ) : (
        // Keyed by the list, so a new category starts with no extra pages and no stale focus.
        <StoryList key={key} category={category} first={first.data} />
      )}
    </Screen>
  );
}

function StoryList({ category, first }: { category: string; first: Page<PostSummary> }) {
  const [more, setMore] = useState<More>({ items: [], cursor: first.nextCursor, status: 'idle' });
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const items = [...first.items, ...more.items];

  // After "Load more", move focus to the first new story, so keyboard and screen-reader users
  // carry on reading where the new ones begin.
  useEffect(() => {
    if (focusFrom.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('.story-card__link');
    links?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [items.length]);

  const loadMore = async () => {
    if (!more.cursor) return;
    const before = more;
    setMore({ ...before, status: 'loading' });
    try {
      const next = await api(routes.listPublicPosts, {
        query: { ...(category ? { category } : {}), cursor: before.cursor ?? undefined },
      });
      focusFrom.current = first.items.length + before.items.length;
      setMore({ items: [...before.items, ...next.items], cursor: next.nextCursor, status: 'idle' });
    } catch (error) {
      setMore({ ...before, status: 'error', error });
    }
  };

  if (!items.length) {
    return (
      <div className="empty-state">
        <p>{category ? t('There are no stories in this category yet.') : t('Our first stories are on their way.')}</p>
        {category ? <Link to="/blog">{t('See all stories')}</Link> : null}
      </div>
    );
  }

  return (
    <>
      <ul className="story-grid" ref={listRef}>
        {items.map((story, index) => (
          <li key={story.id}>
            <StoryCard story={story} level={3} eager={index === 0} />
          </li>
        ))}
      </ul>
      <div className="list-footer list-footer--stories">
        <p className="list-footer__count" role="status">
          {more.cursor
            ? t('{count, plural, one {Showing the latest # story} other {Showing the latest # stories}}', { count: items.length })
            : t('{count, plural, one {All # story shown} other {All # stories shown}}', { count: items.length })}
        </p>
        {more.status === 'error' ? <p className="field__error">{serviceText(errorMessage(more.error))}</p> : null}
        {more.cursor ? (
          <button type="button" className="button button--outline" onClick={loadMore} disabled={more.status === 'loading'}>
            {more.status === 'loading' ? t('Loading…') : more.status === 'error' ? t('Try again') : t('Load more stories')}
          </button>
        ) : null}
      </div>
    </>
  );
}
