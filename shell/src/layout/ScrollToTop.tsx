import { useLayoutEffect } from 'react';
import { useLocation } from '@sla/router';

/** Every navigation starts at the top of the new page (docs/requirements.md#pages). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
