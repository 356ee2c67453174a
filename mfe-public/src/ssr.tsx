// The public portal rendered on the server: the site server imports the built file
// (dist/mfe-public/ssr/ssr.js) and puts its HTML into the first page a visitor gets.
import { renderPortalToHtml } from '@sla/portal-kit/ssr';
import type { SiteSettings } from '@sla/ui';
import { PageDataContext } from './data/pageData.js';
import { PortalRoutes } from './PortalRoutes.js';

export function render({
  url,
  pageData,
  site,
}: {
  url: string;
  pageData: Record<string, unknown> | null;
  site: SiteSettings;
}): Promise<string> {
  return renderPortalToHtml({
    name: 'mfe-public',
    url,
    site,
    routes: (
      <PageDataContext.Provider value={pageData}>
        <PortalRoutes />
      </PageDataContext.Provider>
    ),
  });
}
