// Old public addresses that moved: a story whose address was changed after it went out, or a renamed category.
// The data service knows where each went; the site server answers with a permanent redirect.

const STORY = /^\/blog\/[^/]+$/;
// Only addresses on this site's story pages: a data service answer can never send a visitor elsewhere.
const SAFE_TARGET = /^\/blog(?:\/[^/\\]+|\?category=[^&#\\]+)$/;

/**
 * Where the page at `pathname` (with its `search` parameters) now is, or null when it did not move. A story is
 * looked up only once its own data was missing, a category only when one is asked for, so other pages cost nothing.
 */
export async function movedTo(data, pathname, search, record) {
  let path = null;
  if (STORY.test(pathname) && record?.missing) path = pathname;
  else if (pathname === '/blog' && search.get('category')) path = `/blog?category=${encodeURIComponent(search.get('category'))}`;
  if (!path) return null;
  const answer = await data.get(`/redirect?path=${encodeURIComponent(path)}`);
  const to = answer?.value?.to;
  return typeof to === 'string' && SAFE_TARGET.test(to) ? to : null;
}
