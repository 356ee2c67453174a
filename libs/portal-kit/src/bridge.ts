import { useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Location, type Navigator } from '@sla/router';

/** What a router needs to follow another router: the shell's location, navigator and basename. */
export interface RouterBridge {
  location: Location;
  navigator: Navigator;
  /** The language's prefix of every address ('/fr'), or '/' in English. */
  basename?: string;
}

/**
 * A parcel is a separate React root, so router context does not cross into it. The shell hands its
 * location and navigator over as parcel props; the portal renders a <Router> driven by them, so both
 * always agree on the URL and a portal's <Link> moves the shell's history without a reload.
 */
export function useRouterBridge(): RouterBridge {
  const location = useLocation();
  const { navigator, basename } = useContext(UNSAFE_NavigationContext);
  return { location, navigator, basename };
}
