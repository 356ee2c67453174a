import { Link } from '@sla/router';
import type { EditorPostSummary } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { t } from '@sla/i18n';
import { StatusBadge } from './statusLabels.js';
import { shownName } from '@sla/domain';

/** One post in the list: its title linking to its editor, status, category, author, last change and publishing time. */
export function PostRow({ post }: { post: EditorPostSummary }) {
  return (
    <tr>
      <th scope="row" className="post-title-cell">
        <Link to={`/content/blog/${encodeURIComponent(post.id)}/edit`}>{post.title || t('Untitled')}</Link>
        <small>/blog/{post.slug}</small>
      </th>
      <td>
        <StatusBadge status={post.status} />
      </td>
      <td>{post.category ? post.category.name : <span className="data-table__muted">{t('None')}</span>}</td>
      <td>{post.authorName || <span className="data-table__muted">{t('None')}</span>}</td>
      <td>
        {shownName(post.updatedByName)},{' '}
        <span className="data-table__nowrap">{formatShortDateTime(post.updatedAt, 'happened')}</span>
      </td>
      <td className="data-table__nowrap">
        {post.status === 'published' || post.status === 'scheduled' ? (
          formatShortDateTime(post.publishedAt, { chosenZone: post.timeZone })
        ) : (
          <span className="data-table__muted">—</span>
        )}
      </td>
    </tr>
  );
}
