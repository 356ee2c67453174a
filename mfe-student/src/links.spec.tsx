import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkAddresses, portalScreens, renderPortalScreen, signInAs, unopenableLinks } from '@sla/portal-kit/testing/links';
import { PortalRoutes } from './PortalRoutes.js';

// "Never offer what the guard would refuse": for every role that opens a student screen, every link
// on it leads somewhere the route guard lets that role in.

const { patterns: PATTERNS, cases: CASES } = portalScreens('/student');

const renderScreen = (path: string) => renderPortalScreen(PortalRoutes, path);

describe('links offered on the student screens', () => {
  it('cover every screen of the portal', () => expect(new Set(CASES.map(([, pattern]) => pattern))).toEqual(new Set(PATTERNS)));

  it.each(CASES)('as %s, %s offers only screens the guard opens', async (role, pattern) => {
    signInAs(role);
    const container = await renderScreen(pattern);
    expect(linkAddresses(container).length).toBeGreaterThan(0);
    expect(unopenableLinks(container, role)).toEqual([]);
  });
});

describe('the student overview cards', () => {
  it('offer a student each area of the portal', async () => {
    signInAs('student');
    await renderScreen('/student');
    expect(linkAddresses(screen.getByRole('navigation', { name: 'Student areas' }))).toEqual([
      '/student/program',
      '/student/assignments',
      '/student/mentor',
      '/student/progress',
    ]);
  });
});
