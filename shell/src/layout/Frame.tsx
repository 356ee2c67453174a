import type { ReactNode } from 'react';
import { t } from '@sla/i18n';
import { Footer } from './Footer.js';
import { DeniedNotice } from '../routing/DeniedNotice.js';
import { NavBar } from './NavBar.js';

/** The page around every screen: skip link, navigation bar, main area, footer. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <NavBar />
      <main id="main" className="app__main" tabIndex={-1}>
        <DeniedNotice />
        {children}
      </main>
      <Footer />
    </div>
  );
}
