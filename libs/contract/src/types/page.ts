/** One page of a keyset-paginated list: pass nextCursor back to get the following page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
