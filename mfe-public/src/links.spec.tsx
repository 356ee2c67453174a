import { screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@sla/permissions';
import { linkAddresses, signInAs, unopenableLinks } from '@sla/portal-kit/testing/links';
import { homePage, program, renderAt } from './testing/contentFakes.js';

// "Never offer what the guard would refuse" on the public site: whoever is signed in (or nobody), the
// home page and a programme page link only where the guard lets them in. A programme's Apply leads an applicant to
// a new application and everyone else to sign-up, never to a screen their role cannot open.

const WHO = [null, ...ROLES] as const;

async function renderPage(path: string) {
  installFakeApi({
    getPublicHome: vi.fn(async () => homePage()),
    getPublicProgram: vi.fn(async () => program('dynamerge', { state: 'open', closesAt: '2027-01-03T20:59:00.000Z' })),
  });
  const view = renderAt(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() =>
    expect(screen.queryAllByRole('link', { name: /^(Apply now|Start your application) to / }).length).toBeGreaterThan(0),
  );
  return view.container;
}

afterEach(() => signInAs(null));

describe.each(WHO)('public pages as %s', (role) => {
  it.each(['/', '/programs/dynamerge'])('%s offers only pages the guard opens', async (path) => {
    signInAs(role);
    const container = await renderPage(path);
    expect(unopenableLinks(container, role)).toEqual([]);
    const apply = screen
      .getAllByRole('link', { name: /^(Apply now|Start your application) to / })
      .map((link) => link.getAttribute('href'));
    expect(new Set(apply)).toEqual(new Set([role === 'applicant' ? '/applicant/applications/new' : '/signup']));
    expect(linkAddresses(container).filter((href) => href.startsWith('/applicant'))).toEqual(role === 'applicant' ? apply : []);
  });
});
