import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PortalDefinition } from '@sla/build-tools/portals';
import { ParcelHost, useRouterBridge } from '@sla/portal-kit';
import { activeLocale, completeCatalogues, DEFAULT_LOCALE, t } from '@sla/i18n';
import { ErrorPanel, Loading, useSite } from '@sla/ui';
import { loadPortal } from './portals.js';
import { releaseServerRendered, serverRenderedFor } from './serverRendered.js';
import { useOnline } from './useOnline.js';
import { screenIsShown, useScreenShown } from './useScreenShown.js';
import { recordServerCopyActs } from './serverCopyActs.js';
import { whenVisitorActs } from './whenVisitorActs.js';

/** How long a portal may take to appear before the visitor is offered Retry. */
export const PORTAL_TIMEOUT_MS = 15_000;

type Phase = 'loading' | 'mounted' | 'failed' | 'slow';

/**
 * Mounts one portal as a single-spa parcel inside the shell's layout. If the portal cannot be fetched,
 * throws while mounting, or takes too long, only this area shows an error with Retry; the navigation
 * bar and the other portals keep working.
 */
export function RemotePortal({ portal }: { portal: PortalDefinition }) {
  const bridge = useRouterBridge();
  const site = useSite();
  const [serverUrl] = useState(() => bridge.location.pathname + bridge.location.search);
  const [serverHtml] = useState(() => serverRenderedFor(portal.project, serverUrl));
  // Committed: the server's page is on screen, and later pages (or visits back here) render live.
  useEffect(() => releaseServerRendered(), []);
  const host = useRef<HTMLDivElement>(null);
  const serverCopy = useRef<HTMLDivElement>(null);
  // The server's page is readable as it is: the live portal, a second render of it the visitor cannot see (on a slow
  // phone the longest task of the page), waits until the visitor acts on the page. Its container and first chunks are
  // preloaded (the screen's own chunk comes when it mounts); a click on the server's copy meanwhile is done again on the live one (serverCopyActs).
  // A copy still waiting for something only the live portal does (a confirmation link's call) cannot wait.
  const [live, setLive] = useState(() => serverHtml === null || !standsAlone(serverHtml));
  useEffect(() => (live ? undefined : whenVisitorActs(() => setLive(true))), [live]);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');
  const phaseRef = useRef<Phase>('loading');
  const move = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  useEffect(() => {
    if (!live) return;
    const timer = window.setTimeout(() => {
      if (phaseRef.current === 'loading') move('slow');
    }, PORTAL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [attempt, move, live]);

  // A new `attempt` remounts the parcel (its key), which calls this loader again.
  const config = useMemo(() => () => loadPortal(portal), [portal]);
  const serverRendered = serverHtml !== null;
  const portalProps = useMemo(
    () => ({ location: bridge.location, navigator: bridge.navigator, basename: bridge.basename, site, serverRendered }),
    [bridge.location, bridge.navigator, bridge.basename, site, serverRendered],
  );

  const retry = useCallback(() => {
    move('loading');
    setAttempt((n) => n + 1);
  }, [move]);

  // Offline, nothing else on the site can load either: say so, and try again by itself once the connection is back.
  const online = useOnline();
  const failed = phase === 'failed' || phase === 'slow';
  useEffect(() => {
    if (online && failed && phaseRef.current !== 'loading') retry();
    // Only the return of the connection retries; a failure while online waits for the visitor's Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);

  // The page is interactive: the rest of a French page's catalogues comes in the background as soon as the visitor
  // acts on it, ready for the next screen (which waits for it in any case). An English page's rest is only its
  // messages with placeholders (the text is the key), fetched when a screen needs it (decision 0035).
  useEffect(
    () =>
      phase === 'mounted' && activeLocale() !== DEFAULT_LOCALE
        ? whenVisitorActs(() => void completeCatalogues().catch(() => undefined))
        : undefined,
    [phase],
  );

  const shown = useScreenShown(host, phase === 'mounted' && serverHtml !== null);
  // Moved on before the portal was live (a link in the site's menu), the server's copy is of the page left.
  const stillThere = bridge.location.pathname + bridge.location.search === serverUrl;
  const showServerHtml = serverHtml !== null && !shown && stillThere;

  const serverCopyActs = useRef<ReturnType<typeof recordServerCopyActs> | null>(null);
  useEffect(() => {
    if (!showServerHtml || !serverCopy.current) return;
    const acts = recordServerCopyActs(serverCopy.current);
    serverCopyActs.current = acts;
    return () => acts.stop();
  }, [showServerHtml]);
  useEffect(() => {
    if (shown && stillThere && host.current) serverCopyActs.current?.replay(host.current);
    // Replayed once, on the page it was done on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  // A page the router moved to (Back, a link outside the portal) has no server copy: the portal renders it now.
  if (!stillThere && !live) setLive(true);

  if (failed && !online) {
    return (
      <ErrorPanel title={t('You are offline')} onRetry={retry}>
        <p>{t('This page needs a connection to load. It will load by itself when you are back online.')}</p>
      </ErrorPanel>
    );
  }

  if (failed) {
    return (
      <ErrorPanel
        title={
          phase === 'slow'
            ? t('This part of the site is taking too long to load')
            : t('This part of the site is not available right now')
        }
        onRetry={retry}
      >
        <p>{t('The rest of the site still works: use the menu to go elsewhere, or try again in a moment.')}</p>
      </ErrorPanel>
    );
  }

  return (
    <div data-portal={portal.project} className="portal-frame">
      {/* Laid over the portal's area rather than above it, so the portal's arrival moves nothing. */}
      {phase === 'loading' && !showServerHtml ? (
        <div className="portal-frame__loading">
          <Loading label={t('Loading…')} />
        </div>
      ) : null}
      {/* The server's rendering of the same screen, until the portal has drawn it (then swapped in one frame). */}
      {showServerHtml ? <div ref={serverCopy} dangerouslySetInnerHTML={{ __html: serverHtml }} /> : null}
      <div ref={host} hidden={showServerHtml}>
        {live ? (
          <ParcelHost
            key={attempt}
            config={config}
            className="portal"
            props={portalProps}
            onMounted={() => move('mounted')}
            onError={(error) => {
              console.error(`[shell] portal ${portal.project} failed`, error);
              move('failed');
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

/** Whether the server's copy is the whole screen (no part of it still loading). */
function standsAlone(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return screenIsShown(template.content);
}
