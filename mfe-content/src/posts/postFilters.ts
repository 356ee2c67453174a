import type { ContentStatus } from '@sla/data';
import { CONTENT_STATUSES, type EditorPostsQuery } from '@sla/contract/schemas';

/** The post list's filters, as the URL's query string holds them so a filtered list can be linked. */
export interface PostFilters {
  status: ContentStatus | '';
  categoryId: string;
  q: string;
}

const isStatus = (value: string | null): value is ContentStatus =>
  (CONTENT_STATUSES as readonly (string | null)[]).includes(value);

export function filtersFromParams(params: URLSearchParams): PostFilters {
  const status = params.get('status');
  return { status: isStatus(status) ? status : '', categoryId: params.get('category') ?? '', q: params.get('q') ?? '' };
}

/** `current` with the filters set (empty ones left out), other parameters kept. */
export function filtersToParams(filters: PostFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('status', filters.status);
  set('category', filters.categoryId);
  set('q', filters.q.trim());
  return next;
}

/** What the list asks the service for; only the filters that are set. */
export function postsQueryOf(filters: PostFilters): EditorPostsQuery {
  const query: EditorPostsQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.categoryId) query.categoryId = filters.categoryId;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

export const hasFilters = (filters: PostFilters) => Boolean(filters.status || filters.categoryId || filters.q.trim());
