// The public portal rendered on the server: the site server imports the built file
// (dist/mfe-public/ssr/ssr.js) and puts its HTML into the first page a visitor gets.
import catalogues from 'virtual:sla-messages';
import type { Catalogue, Locale } from '@sla/i18n';
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

/** The public portal's compiled messages for a language, to render with and to put in the page. */
export async function catalogue(locale: Locale): Promise<Catalogue> {
  return (await catalogues[locale]()).default;
}
