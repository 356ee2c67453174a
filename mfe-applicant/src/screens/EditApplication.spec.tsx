import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeData, notFound, signInAs } from '../testing/fakeData.js';
import { application } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';

describe('Edit application', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('applicant');
  });

  it('opens the form of a draft at the step in the address', async () => {
    installFakeData({ getMyApplication: vi.fn().mockResolvedValue(application()) });
    renderAt('/applicant/applications/app-1/edit?step=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your story' })).toBeTruthy();
  });

  it('explains why a submitted application cannot be changed and links to it', async () => {
    installFakeData({
      getMyApplication: vi
        .fn()
        .mockResolvedValue(application({ status: 'submitted', canEdit: false, submittedAt: '2026-01-12T08:00:00.000Z' })),
    });
    renderAt('/applicant/applications/app-1/edit');
    expect(
      await screen.findByText('You submitted this application on 12 January 2026. A submitted application cannot be changed.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the application' }).getAttribute('href')).toBe('/applicant/applications/app-1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('explains a draft whose window has closed', async () => {
    installFakeData({
      getMyApplication: vi.fn().mockResolvedValue(application({ canEdit: false, closesAt: '2026-01-31T20:59:00.000Z' })),
    });
    renderAt('/applicant/applications/app-1/edit');
    expect(
      await screen.findByText(
        'Applications to StepUp Scholars closed on 31 January 2026, 23:59 (Africa/Nairobi), so this draft can no longer be changed or submitted.',
      ),
    ).toBeTruthy();
  });

  it('says when there is no such application', async () => {
    installFakeData({ getMyApplication: notFound });
    renderAt('/applicant/applications/other/edit');
    expect(await screen.findByText('We could not find that application.')).toBeTruthy();
  });
});
