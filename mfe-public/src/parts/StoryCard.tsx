import { Link } from '@sla/router';
import type { PostSummary } from '@sla/data';
import { CategoryName, InEnglishTag, textLang } from './contentLanguage.js';
import { formatDate, readingTime } from './format.js';

const CARD_SIZES = '(min-width: 70rem) 24rem, (min-width: 40rem) 50vw, 100vw';

/**
 * A story in a list: the whole card is one link (its title), so a screen reader hears the title
 * once; the picture repeats the title's meaning and is left out for them (alt="").
 */
export function StoryCard({ story, level = 3, eager = false }: { story: PostSummary; level?: 2 | 3; eager?: boolean }) {
  const Heading = `h${level}` as 'h3';
  const lang = textLang(story.language);
  return (
    <article className="story-card">
      <div className="story-card__body">
        {story.category || lang ? (
          <p className="story-card__category">
            {story.category ? <CategoryName category={story.category} /> : null} <InEnglishTag language={story.language} />
          </p>
        ) : null}
        <Heading className="story-card__title" lang={lang}>
          <Link className="story-card__link" to={`/blog/${encodeURIComponent(story.slug)}`}>
            {story.title}
          </Link>
        </Heading>
        <p className="story-card__summary" lang={lang}>
          {story.summary}
        </p>
        <p className="story-card__meta">
          <span className="story-card__author">{story.authorName}</span>
          <span>
            <time dateTime={story.publishedAt}>{formatDate(story.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {readingTime(story.readingMinutes)}
          </span>
        </p>
      </div>
      {story.coverImage ? (
        <img
          className="story-card__image"
          src={story.coverImage.url}
          srcSet={story.coverImage.srcset}
          // A card is one cell of a grid of 17rem-or-wider columns: the whole width on phones, about half, then a third.
          sizes={story.coverImage.srcset ? CARD_SIZES : undefined}
          alt=""
          width={story.coverImage.width ?? 1200}
          height={story.coverImage.height ?? 675}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="story-card__image story-card__image--none" aria-hidden="true" />
      )}
    </article>
  );
}
