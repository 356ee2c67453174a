import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import { application, DYNAMERGE, programme, summary } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';

const stepup = programme();
const dynamerge = programme({ ...DYNAMERGE });
const location = () => screen.getByTestId('location').textContent;

function setUp(given: GivenOperations = {}) {
  return installFakeData({
    listPrograms: vi.fn().mockResolvedValue({ items: [stepup, dynamerge] }),
    listMyApplications: vi.fn().mockResolvedValue(page([])),
    ...given,
  });
}

describe('New application', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('applicant');
  });

  it('preselects the programme named in the link, starts its draft and continues in the form', async () => {
    const draft = application({ id: 'app-9', program: DYNAMERGE });
    const start = vi.fn<OperationFake<'startApplication'>>().mockResolvedValue(draft);
    const get = vi.fn<OperationFake<'getMyApplication'>>();
    setUp({ startApplication: start, getMyApplication: get });
    renderAt('/applicant/applications/new?program=dynamerge');

    const choice = (await screen.findByRole('radio', { name: /^Dynamerge/ })) as HTMLInputElement;
    expect(choice.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start application' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeTruthy();
    expect(start).toHaveBeenCalledWith({ body: { programId: 'p-dyn' } });
    expect(location()).toBe('/applicant/applications/app-9/edit');
    // The started draft is handed over, not loaded again.
    expect(get).not.toHaveBeenCalled();
  });

  it('asks for a programme when none is chosen', async () => {
    const start = vi.fn<OperationFake<'startApplication'>>();
    setUp({ startApplication: start });
    renderAt('/applicant/applications/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Start application' }));
    expect(screen.getByText('Choose the programme you want to apply to.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^StepUp Scholars/ }));
    expect(start).not.toHaveBeenCalled();
  });

  it('continues an existing draft and will not start a second application to a programme', async () => {
    setUp({
      listMyApplications: vi
        .fn()
        .mockResolvedValue(page([summary(), summary({ id: 'app-2', program: DYNAMERGE, status: 'submitted' })])),
    });
    renderAt('/applicant/applications/new?program=stepup-scholars');
    await screen.findByRole('button', { name: 'Continue application' });
    expect(screen.getByText('You have a draft: you will continue where you left off.')).toBeTruthy();
    const applied = screen.getByRole('radio', { name: /^Dynamerge/ }) as HTMLInputElement;
    expect(applied.disabled).toBe(true);
    expect(screen.getByText('You have already applied (submitted).')).toBeTruthy();
  });

  it('continues a draft at the step its applicant left, as promised', async () => {
    const draft = application({ id: 'app-1', resumeStep: 3 });
    setUp({
      listMyApplications: vi.fn().mockResolvedValue(page([summary()])),
      startApplication: vi.fn().mockResolvedValue(draft),
      getMyApplication: vi.fn(),
    });
    renderAt('/applicant/applications/new?program=stepup-scholars');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue application' }));
    expect(await screen.findByRole('progressbar', { name: 'Step 3 of 4' })).toBeTruthy();
  });

  it('shows the server’s words when starting is refused', async () => {
    setUp({ startApplication: vi.fn().mockRejectedValue(new DataError('conflict', 'Applications to Dynamerge have closed.')) });
    renderAt('/applicant/applications/new?program=p-dyn');
    fireEvent.click(await screen.findByRole('button', { name: 'Start application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Applications to Dynamerge have closed.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start application' })).toHaveProperty('disabled', false));
  });

  it('says when no programme is taking applications', async () => {
    installFakeData({
      listPrograms: vi.fn().mockResolvedValue({ items: [programme({ closesAt: '2020-01-01T00:00:00.000Z' })] }),
      listMyApplications: vi.fn().mockResolvedValue(page([])),
    });
    renderAt('/applicant/applications/new?program=stepup-scholars');
    expect(await screen.findByText('No programme is taking applications right now.')).toBeTruthy();
    expect(screen.getByText('StepUp Scholars is not taking applications right now.')).toBeTruthy();
  });
});
