import { activeLocale, basenameOf } from '@sla/i18n';
import { BrowserRouter } from '@sla/router';
import { SiteProvider, type SiteSettings } from '@sla/ui';
import { Frame } from './layout/Frame.js';
import { ScrollToTop } from './layout/ScrollToTop.js';
import { ScreenSwitch } from './routing/ScreenSwitch.js';

export function App({ site }: { site: SiteSettings }) {
  return (
    <SiteProvider value={site}>
      {/* Synchronous location updates: the guard must never see a new identity with an old path. */}
      {/* Every address of a language but English starts with its prefix (/fr/…): links made here keep it. */}
      <BrowserRouter useTransitions={false} basename={basenameOf(activeLocale()) || undefined}>
        <ScrollToTop />
        <Frame>
          <ScreenSwitch />
        </Frame>
      </BrowserRouter>
    </SiteProvider>
  );
}
