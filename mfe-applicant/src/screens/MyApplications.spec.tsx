import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import { DYNAMERGE, summary } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('My applications', () => {
  beforeEach(() => signInAs('applicant'));

  it('lists applications newest first with status and last change, loading more with the cursor', async () => {
    const mine = vi.fn<OperationFake<'listMyApplications'>>(async ({ query }) =>
      query?.cursor
        ? page([summary({ id: 'app-0', program: { id: 'p-old', slug: 'old', name: 'Old programme' }, status: 'withdrawn' })])
        : page(
            [
              summary({ id: 'app-2', program: DYNAMERGE, status: 'submitted', updatedAt: '2026-02-03T10:00:00.000Z' }),
              summary({ id: 'app-1' }),
            ],
            'cursor-1',
          ),
    );
    installFakeData({ listMyApplications: mine });
    renderAt('/applicant/applications');

    await screen.findByRole('rowheader', { name: 'Dynamerge' });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Dynamerge', 'StepUp Scholars']);
    expect(within(row('Dynamerge')).getByText('Submitted').className).toContain('badge');
    expect(within(row('Dynamerge')).getByText('3 February 2026')).toBeTruthy();
    expect(within(row('Dynamerge')).getByRole('link', { name: 'Dynamerge' }).getAttribute('href')).toBe(
      '/applicant/applications/app-2',
    );
    expect(
      within(row('StepUp Scholars')).getByRole('link', { name: 'Continue your application to StepUp Scholars' }),
    ).toBeTruthy();
    expect(screen.getByText('Showing 2 applications, more available.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'Old programme' });
    expect(mine.mock.calls.map(([input]) => input)).toEqual([{ query: {} }, { query: { cursor: 'cursor-1' } }]);
    expect(within(row('Old programme')).getByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites the applicant to apply when there is nothing yet', async () => {
    installFakeData({ listMyApplications: vi.fn().mockResolvedValue(page([])) });
    renderAt('/applicant/applications');
    expect(await screen.findByText('You have not applied to anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start an application' }).getAttribute('href')).toBe('/applicant/applications/new');
  });
});
