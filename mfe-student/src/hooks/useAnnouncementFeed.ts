import { useState } from 'react';
import { api, routes, type StudentAnnouncement, type StudentAnnouncements } from '@sla/data';
import { useLoad } from '@sla/data-views';

const firstPage = () => api(routes.listStudentAnnouncements, { query: {} });

/**
 * The student's announcement feed: the first page, older pages appended with the service's cursor, and marking one
 * read, after which the item and the unread count are the service's answer.
 */
export function useAnnouncementFeed() {
  const feed = useLoad(firstPage, []);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);

  const withItem = (value: StudentAnnouncements, item: StudentAnnouncement, unread: number): StudentAnnouncements => ({
    ...value,
    items: value.items.map((each) => (each.id === item.id ? item : each)),
    unread,
  });

  const loadMore = () => {
    if (feed.status !== 'ready' || !feed.value.nextCursor || loadingMore) return;
    const value = feed.value;
    setLoadingMore(true);
    setMoreError(null);
    api(routes.listStudentAnnouncements, { query: { cursor: value.nextCursor! } })
      .then(
        (page) => feed.replace({ items: [...value.items, ...page.items], nextCursor: page.nextCursor, unread: page.unread }),
        (error: unknown) => setMoreError(error),
      )
      .finally(() => setLoadingMore(false));
  };

  /** Records that the student read it; resolves once the service has, and shows its answer. */
  const markRead = async (id: string) => {
    const read = await api(routes.markAnnouncementRead, { params: { id } });
    if (feed.status === 'ready') feed.replace(withItem(feed.value, read.announcement, read.unread));
  };

  return { feed, loadingMore, moreError, loadMore, markRead };
}
