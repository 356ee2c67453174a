import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useParams } from '@sla/router';
import { api, orNull, routes, type Post, type PostSummary } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen, T } from '@sla/ui';
import { usePageData } from '../data/pageData.js';
import { CategoryName, InEnglishNotice, textLang } from '../parts/contentLanguage.js';
import { formatDate, initials, readingTime } from '../parts/format.js';
import { LoadFailed, Placeholder } from '../parts/PageStates.js';
import { ServiceHtml } from '../parts/ServiceHtml.js';
import { StoryCard } from '../parts/StoryCard.js';

const SCREEN = screenName('/blog/:slug');

export default function Story() {
  const { slug = '' } = useParams();
  const page = usePageData(`/public/posts/${encodeURIComponent(slug)}`, async () =>
    orNull(api(routes.getPublicPost, { params: { slug } })),
  );

  if (page.status === 'loading') {
    return (
      <Screen title={t(SCREEN)} className="article">
        <Placeholder label={t('Loading the story…')} shape="article" />
      </Screen>
    );
  }
  if (page.status === 'error') {
    return (
      <Screen title={t(SCREEN)} className="article">
        <LoadFailed title={t('We could not load this story')} error={page.error} retry={page.retry} />
        <p className="article__back">
          <Link to="/blog">{t('All stories')}</Link>
        </p>
      </Screen>
    );
  }
  if (!page.data) {
    return (
      <Screen
        title={t('Story not found')}
        lead={t('We could not find a story at this address. It may have moved, or the link may be mistyped.')}
      >
        <p className="link-row">
          <Link className="button button--primary" to="/blog">
            {t('See all stories')}
          </Link>
          <Link to="/">{t('Go to the home page')}</Link>
        </p>
      </Screen>
    );
  }
  return <Article story={page.data} />;
}

function Article({ story }: { story: Post }) {
  // Without a French version, a French page shows the English, marked as such and said so.
  const lang = textLang(story.language);
  return (
    <Screen
      title={story.title}
      heading={<span lang={lang}>{story.title}</span>}
      lead={story.summary ? <span lang={lang}>{story.summary}</span> : null}
      className="article"
    >
      <InEnglishNotice language={story.language} />
      <div className="byline">
        <span className="avatar avatar--small" aria-hidden="true">
          {initials(story.authorName)}
        </span>
        <p className="byline__text">
          <span>
            <T message="By <strong>{author}</strong>" values={{ author: story.authorName }} components={{ strong: <strong /> }} />
          </span>
          <span>
            <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {readingTime(story.readingMinutes)}
          </span>
        </p>
        {story.category ? (
          <Link className="chip chip--small byline__category" to={`/blog?category=${encodeURIComponent(story.category.slug)}`}>
            <span className="visually-hidden">{t('Category:')}</span> <CategoryName category={story.category} />
          </Link>
        ) : null}
      </div>
      {story.coverImage ? (
        // The page's largest picture: fetched first, never lazily; at most the 46rem column wide.
        <img
          className="article__cover"
          src={story.coverImage.url}
          srcSet={story.coverImage.srcset}
          sizes={story.coverImage.srcset ? '(min-width: 48rem) 46rem, 100vw' : undefined}
          alt={story.coverImage.alt}
          lang={lang}
          width={story.coverImage.width ?? 1200}
          height={story.coverImage.height ?? 675}
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
      <ServiceHtml className="article__body prose" html={story.bodyHtml} lang={lang} />
      <nav className="article__back" aria-label={t('Stories')}>
        <Link to="/blog">
          <span aria-hidden="true">← </span>
          {t('All stories')}
        </Link>
        {story.category ? (
          <Link to={`/blog?category=${encodeURIComponent(story.category.slug)}`}>
            <T message="More in <category/>" components={{ category: <CategoryName category={story.category} /> }} />
          </Link>
        ) : null}
      </nav>
      <Related story={story} />
    </Screen>
  );
}

/** True once `ref` comes within a screen or so of the viewport (at once where that cannot be told). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * Up to three other stories, from the same category when there is one. Fetched only when the
 * reader gets near the end: on costly data, nobody pays for a list they never scroll to.
 */
function Related({ story }: { story: Post }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className="related-wrap">
      {near ? <RelatedList story={story} /> : null}
    </div>
  );
}

function RelatedList({ story }: { story: Post }) {
  const page = usePageData(`related:/public/posts/${encodeURIComponent(story.slug)}`, () => loadRelated(story));
  // Nice to have: a failure or an empty list shows nothing rather than an error under the story.
  const others = page.status === 'ready' ? page.data : [];
  if (!others.length) return null;
  return (
    <section className="related" aria-labelledby="related-stories">
      <h2 id="related-stories" className="section-title">
        {t('Keep reading')}
      </h2>
      <ul className="story-grid">
        {others.map((item) => (
          <li key={item.id}>
            <StoryCard story={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Three other stories: from the same category first, topped up with the latest ones. */
async function loadRelated(story: Post): Promise<PostSummary[]> {
  const picked = new Map<string, PostSummary>();
  const add = (items: PostSummary[]) => {
    for (const item of items) if (item.id !== story.id && picked.size < 3) picked.set(item.id, item);
  };
  if (story.category) add((await api(routes.listPublicPosts, { query: { category: story.category.slug, limit: 4 } })).items);
  if (picked.size < 3) add((await api(routes.listPublicPosts, { query: { limit: 4 } })).items);
  return [...picked.values()];
}
