import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@sla/router';
import { auth, useIdentity } from '@sla/auth';
import { dashboardPath, displayNameFallback } from '@sla/permissions';
import { t } from '@sla/i18n';
import { useRenderedOnServer, useSite } from '@sla/ui';
import { LanguageSwitch } from '../language/LanguageSwitch.js';
import { Logo } from './Logo.js';
import { PortalSwitcher } from './PortalSwitcher.js';

/** The one navigation bar of the whole site, shell-owned, the same over every portal. */
const SERVER_MENU_ID = 'site-menu';

export function NavBar() {
  const onServer = useRenderedOnServer();
  const { siteName, orgEmailDomain } = useSite();
  const identity = useIdentity();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so it closes by itself when the page changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes an open menu from anywhere on the page, and gives focus back to the button that opened it.
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // Leave the protected page first, so the guard never sees an anonymous visitor on it.
  const logout = () => {
    void navigate('/');
    void auth.signOut();
  };

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to="/" className="navbar__brand">
          <Logo />
          <span>{siteName}</span>
        </Link>
        {onServer ? (
          // Before the page's script arrives a button could do nothing: a link to the menu opens it
          // with CSS (:target) instead. The live page renders the button.
          <a className="button button--outline navbar__toggle" href={`#${SERVER_MENU_ID}`}>
            {t('Menu')}
          </a>
        ) : (
          <button
            ref={toggle}
            type="button"
            className="button button--outline navbar__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? t('Close menu') : t('Menu')}
          </button>
        )}
        <nav aria-label={t('Main')} style={{ display: 'contents' }}>
          <ul className="navbar__menu" id={onServer ? SERVER_MENU_ID : menuId} data-open={open}>
            <li>
              <NavLink className="navbar__link" to="/get-involved">
                {t('Get Involved')}
              </NavLink>
            </li>
            <li>
              <NavLink className="navbar__link" to="/about">
                {t('About')}
              </NavLink>
            </li>
            <li>
              <NavLink className="navbar__link" to="/blog">
                {t('Stories')}
              </NavLink>
            </li>
            <li>
              <Link className="button button--accent" to="/donate">
                {t('Donate')}
              </Link>
            </li>
            <li>
              <LanguageSwitch className="navbar__link navbar__language" />
            </li>
            {identity.status === 'signed-in' ? (
              <>
                <li>
                  {/* A profile that could not be loaded counts as an applicant's here (docs/requirements.md#errors-and-fallbacks). */}
                  <Link
                    className="button button--outline"
                    to={dashboardPath(identity.lookupFailed ? 'applicant' : identity.role, identity.user.email, orgEmailDomain)}
                  >
                    {displayNameFallback(identity.user, orgEmailDomain)}
                  </Link>
                </li>
                <li>
                  <button type="button" className="button button--primary" onClick={logout}>
                    {t('Logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link className="button button--primary" to="/login">
                  {t('Login')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        {identity.status === 'signed-in' && !identity.lookupFailed ? <PortalSwitcher role={identity.role} /> : null}
      </div>
    </header>
  );
}
