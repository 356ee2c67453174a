import { describe, expect, it } from 'vitest';
import * as router from './index.js';

describe('@sla/router', () => {
  it('offers exactly the router pieces the site uses', () => {
    expect(Object.keys(router).sort()).toEqual(
      [
        'BrowserRouter',
        'Link',
        'MemoryRouter',
        'NavLink',
        'Navigate',
        'Route',
        'Router',
        'Routes',
        'UNSAFE_NavigationContext',
        'useLocation',
        'useNavigate',
        'useParams',
        'useSearchParams',
      ].sort(),
    );
  });
});
