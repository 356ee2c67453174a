import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkAddresses, portalScreens, renderPortalScreen, signInAs, unopenableLinks } from '@sla/portal-kit/testing/links';
import { PortalRoutes } from './PortalRoutes.js';

// "Never offer what the guard would refuse": for every role that opens a alumni screen, every link
// on it leads somewhere the route guard lets that role in.

const { patterns: PATTERNS, cases: CASES } = portalScreens('/alumni');

const renderScreen = (path: string) => renderPortalScreen(PortalRoutes, path);

describe('links offered on the alumni screens', () => {
  it('cover every screen of the portal', () => expect(new Set(CASES.map(([, pattern]) => pattern))).toEqual(new Set(PATTERNS)));

  it.each(CASES)('as %s, %s offers only screens the guard opens', async (role, pattern) => {
    signInAs(role);
    const container = await renderScreen(pattern);
    expect(linkAddresses(container).length).toBeGreaterThan(0);
    expect(unopenableLinks(container, role)).toEqual([]);
  });
});

describe('the alumni overview cards', () => {
  it('offer alumni their profile, the directory, their messages, their stories and their mentees', async () => {
    signInAs('alumni');
    await renderScreen('/alumni');
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Alumni areas' }))).toEqual([
      '/alumni/profile',
      '/alumni/directory',
      '/alumni/messages',
      '/alumni/stories',
      '/alumni/mentees',
    ]);
  });

  it('offer staff only the profiles they manage: they own no profile and may open neither the directory, messages, stories nor alumni mentees (theirs are in /admin)', async () => {
    signInAs('staff');
    const container = await renderScreen('/alumni');
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Alumni areas' }))).toEqual(['/alumni/manage']);
    expect(
      linkAddresses(container).filter((href) =>
        ['/alumni/profile', '/alumni/directory', '/alumni/messages', '/alumni/stories', '/alumni/mentees'].includes(href),
      ),
    ).toEqual([]);
  });

  it('offer admins everything but a profile of their own, which only alumni have', async () => {
    signInAs('admin');
    await renderScreen('/alumni');
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Alumni areas' }))).toEqual([
      '/alumni/directory',
      '/alumni/messages',
      '/alumni/stories',
      '/alumni/mentees',
      '/alumni/manage',
    ]);
  });
});
