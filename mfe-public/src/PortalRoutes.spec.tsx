import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { describePortalScreens } from '@sla/portal-kit/testing';
import { PortalRoutes } from './PortalRoutes.js';

/** Routes whose content comes from the data service: with no data client they show the error panel. */
const DATA_ROUTES = ['/', '/programs/stepup-scholars', '/programs/dynamerge', '/blog', '/blog/:slug'];

describePortalScreens({
  name: 'mfe-public',
  prefix: null,
  PortalRoutes,
  address: (pattern) => pattern.replace(':id', 'demo-1').replace(':slug', 'a-story'),
  check: async (pattern, screenName) => {
    if (!DATA_ROUTES.includes(pattern)) return;
    // No data client here: the page says what failed and offers Retry, under its own heading.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      pattern === '/' ? "Nurturing Africa's next generation of scientist-leaders" : screenName,
    );
  },
});
