import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { api, routes } from '@sla/data';

/** "/api/media/{id}/{width}.webp": a site picture's public address, which a story picture also has. */
const SITE_PICTURE = /^\/api\/media\/([A-Za-z0-9_-]{1,64})\/(\d{2,4})\.webp$/;

/** Each address asked for once per page: its object URL, or null when the caller may not read it either. */
const fetched = new Map<string, Promise<string | null>>();
const resolved = new Map<string, string>();

/**
 * A story picture not yet published (decision 0048) as an object URL: its public address answers 404 until the story
 * is on the site, and an <img> sends no token, so its author and editors fetch it through readStoryPicture with theirs.
 * Null for anything else (an address elsewhere, a picture they may not read).
 */
export function privatePictureUrl(src: string): Promise<string | null> {
  const match = SITE_PICTURE.exec(src);
  if (!match) return Promise.resolve(null);
  let url = fetched.get(src);
  if (!url) {
    url = api(routes.readStoryPicture, { params: { id: match[1]!, width: match[2]! } }).then(
      (blob) => {
        const objectUrl = URL.createObjectURL(blob);
        resolved.set(src, objectUrl);
        return objectUrl;
      },
      () => null,
    );
    fetched.set(src, url);
  }
  return url;
}

/** `html` with every picture already fetched privately pointing at its object URL. */
const withResolved = (html: string) =>
  resolved.size
    ? html.replace(/ src="(\/api\/media\/[^"]+)"/g, (whole, src: string) => {
        const objectUrl = resolved.get(src);
        return objectUrl ? ` src="${objectUrl}"` : whole;
      })
    : html;

/**
 * For rendered Markdown that may show story pictures not yet published: a picture whose public address fails is
 * fetched with the caller's token and shown from memory, now and on every later render of the same text. Pass `attach` as the ref of
 * to the element the HTML is inserted into (an <img>'s error does not bubble, so it is heard while capturing).
 */
export function usePrivatePictures(html: string): { html: string; attach: (element: HTMLElement | null) => void } {
  const [, setLoaded] = useState(0);
  const element = useRef<HTMLElement | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const onError = useCallback((event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    const src = target.getAttribute('src') ?? '';
    void privatePictureUrl(src).then((objectUrl) => {
      if (objectUrl && live.current) setLoaded((count) => count + 1);
    });
  }, []);
  const attach = useCallback(
    (next: HTMLElement | null) => {
      element.current?.removeEventListener('error', onError, true);
      element.current = next;
      next?.addEventListener('error', onError, true);
    },
    [onError],
  );
  return { html: withResolved(html), attach };
}

/** An <img> onError for a single story picture (a cover): swaps in the privately fetched copy when there is one. */
export function showPrivatePicture(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  const src = image.getAttribute('src') ?? '';
  void privatePictureUrl(src).then((objectUrl) => {
    if (objectUrl) {
      image.removeAttribute('srcset');
      image.src = objectUrl;
    }
  });
}
