import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, FIELDS_NEED_ATTENTION, type ProgramSettings } from '@sla/data';
import type { CohortInput } from '@sla/contract/schemas';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { cohort } from '../delivery/testing/fixtures.js';
import { installDelivery } from '../delivery/testing/fakeDelivery.js';
import { programSettings } from '../programs/testing.js';
import { signInAs } from '../testing/fakeData.js';
import ProgrammeDelivery from './ProgrammeDelivery.js';

type CohortsFn = OperationFake<'listCohorts'>;
type CreateFn = OperationFake<'createCohort'>;

const stepUp = programSettings();
const dynamerge = programSettings({ id: 'p-dyn', slug: 'dynamerge', name: 'Dynamerge' });
const current = cohort();
const earlier = cohort({
  id: 'c-2026',
  name: 'StepUp Scholars 2026',
  startsOn: '2026-09-01',
  endsOn: '2027-06-30',
  acceptingStudents: false,
  activeMembers: 0,
  completedMembers: 12,
});

const list = (programs: ProgramSettings[]): GivenOperations => ({ listPrograms: vi.fn(async () => ({ items: programs })) });

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/admin/delivery']}>
      <ProgrammeDelivery />
    </MemoryRouter>,
  );
}

const sectionOf = (name: string) => screen.getByRole('region', { name }) as HTMLElement;
const field = (label: string | RegExp, container: HTMLElement) => within(container).getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string, container: HTMLElement) =>
  fireEvent.change(field(label, container), { target: { value } });

describe('Programme delivery', () => {
  beforeEach(() => signInAs('staff'));

  it('lists each programme with its cohorts, newest first: dates, members, and which takes new students', async () => {
    const cohorts = vi.fn<CohortsFn>().mockResolvedValue({ items: [earlier, current] });
    installDelivery({ listCohorts: cohorts, ...list([stepUp, dynamerge]) });
    renderScreen();
    expect(screen.getByText('Loading programmes and cohorts…')).toBeTruthy();

    const step = await screen.findByRole('region', { name: 'StepUp Scholars' });
    const rows = within(step).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'StepUp Scholars 2027Takes new students',
      'StepUp Scholars 2026',
    ]);
    const [newest] = rows as [HTMLElement];
    expect(within(newest).getByRole('link', { name: 'StepUp Scholars 2027' }).getAttribute('href')).toBe(
      '/admin/delivery/c-2027',
    );
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 September 2027 – 30 June 2028', '2', '1']);
    // A programme without cohorts says so, and offers to start one.
    expect(within(sectionOf('Dynamerge')).getByText(/No cohorts of Dynamerge yet/)).toBeTruthy();
    expect(within(sectionOf('Dynamerge')).getByRole('button', { name: 'New cohort: Dynamerge' })).toBeTruthy();
    expect(cohorts).toHaveBeenCalledWith({ query: {} });
  });

  it('says when there are no programmes, so no cohorts', async () => {
    installDelivery({ listCohorts: vi.fn<CohortsFn>().mockResolvedValue({ items: [] }), ...list([]) });
    renderScreen();
    expect(await screen.findByText(/No programmes yet, so no cohorts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up a programme first.' }).getAttribute('href')).toBe('/admin/programs');
  });

  it('shows what went wrong, with Retry', async () => {
    const cohorts = vi
      .fn<CohortsFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not answering.'))
      .mockResolvedValueOnce({ items: [current] });
    installDelivery({ listCohorts: cohorts, ...list([stepUp]) });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The programmes and their cohorts could not be loaded');
    expect(alert.textContent).toContain('The data service is not answering.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'StepUp Scholars 2027' })).toBeTruthy();
  });

  it('creates a cohort: checked first, then sent; the new one takes new students from the old', async () => {
    const created = cohort({
      id: 'c-2028',
      name: 'StepUp Scholars 2028',
      startsOn: '2028-09-01',
      endsOn: '2029-06-30',
      activeMembers: 0,
      completedMembers: 0,
    });
    const createCohort = vi.fn<CreateFn>().mockResolvedValue(created);
    installDelivery({ listCohorts: vi.fn<CohortsFn>().mockResolvedValue({ items: [current] }), createCohort, ...list([stepUp]) });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New cohort: StepUp Scholars' }));
    const dialog = screen.getByRole('dialog', { name: 'New cohort' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    expect(within(dialog).getByText('Give the cohort a name.')).toBeTruthy();
    expect(within(dialog).getByText('Give the date the cohort starts.')).toBeTruthy();
    expect(within(dialog).getByText('Give the date the cohort ends.')).toBeTruthy();
    expect(field('Name', dialog).getAttribute('aria-invalid')).toBe('true');

    type('Name', 'StepUp Scholars 2028', dialog);
    type('Starts on', '2028-09-01', dialog);
    type('Ends on', '2028-06-30', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    expect(within(dialog).getByText('The cohort cannot end before it starts.')).toBeTruthy();
    expect(createCohort).not.toHaveBeenCalled();

    type('Ends on', '2029-06-30', dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Takes newly accepted students' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(createCohort).toHaveBeenCalledWith({
      params: { id: 'p-stepup' },
      body: {
        name: 'StepUp Scholars 2028',
        startsOn: '2028-09-01',
        endsOn: '2029-06-30',
        acceptingStudents: true,
      } satisfies CohortInput,
    });
    expect(screen.getByRole('status').textContent).toBe('Created StepUp Scholars 2028.');
    // The programme has an earlier cohort: the new one may start from its modules and assignments.
    expect(screen.getByRole('link', { name: 'copy them from an earlier cohort' }).getAttribute('href')).toBe(
      '/admin/delivery/c-2028?tab=modules',
    );
    const headers = within(sectionOf('StepUp Scholars'))
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['StepUp Scholars 2028Takes new students', 'StepUp Scholars 2027']);
  });

  it('shows the service’s refusal beside the field it is about, keeping what was typed', async () => {
    const createCohort = vi
      .fn<CreateFn>()
      .mockRejectedValue(
        new DataError('invalid_input', FIELDS_NEED_ATTENTION, { name: 'That programme already has a cohort of this name.' }),
      );
    installDelivery({ listCohorts: vi.fn<CohortsFn>().mockResolvedValue({ items: [] }), createCohort, ...list([stepUp]) });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New cohort: StepUp Scholars' }));
    const dialog = screen.getByRole('dialog', { name: 'New cohort' });
    type('Name', 'StepUp Scholars 2027', dialog);
    type('Starts on', '2027-09-01', dialog);
    type('Ends on', '2028-06-30', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));

    expect(await within(dialog).findByText('That programme already has a cohort of this name.')).toBeTruthy();
    expect(field('Name', dialog).value).toBe('StepUp Scholars 2027');
    expect(field('Name', dialog).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no New cohort to a role that may not create one', async () => {
    signInAs('alumni');
    installDelivery({ listCohorts: vi.fn<CohortsFn>().mockResolvedValue({ items: [current] }), ...list([stepUp]) });
    renderScreen();
    await screen.findByRole('link', { name: 'StepUp Scholars 2027' });
    expect(screen.queryByRole('button', { name: /New cohort/ })).toBeNull();
  });
});
