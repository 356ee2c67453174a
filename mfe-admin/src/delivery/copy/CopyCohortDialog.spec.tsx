import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type CohortCopy } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { signInAs } from '../../testing/fakeData.js';
import { installDelivery } from '../testing/fakeDelivery.js';
import { cohort, staffAssignment, staffModule } from '../testing/fixtures.js';
import { ModulesPanel } from '../modules/ModulesPanel.js';

type CohortsFn = OperationFake<'listCohorts'>;
type ModulesFn = OperationFake<'listModules'>;
type AssignmentsFn = OperationFake<'listCohortAssignments'>;
type CopyFn = OperationFake<'copyCohortContent'>;

// The new cohort starts on 1 September 2027 and ends on 30 June 2028 (the fixture's); the earlier one started 365 days
// before.
const target = cohort();
const earlier = cohort({ id: 'c-2026', name: 'StepUp Scholars 2026', startsOn: '2026-09-01', endsOn: '2027-06-30' });
const older = cohort({ id: 'c-2025', name: 'StepUp Scholars 2025', startsOn: '2025-09-01', endsOn: '2026-06-30' });
const welcome = staffModule('m-1', 1, 'Welcome', { cohortId: 'c-2026', opensAt: '2026-09-01T06:00:00.000Z' });
const essay = staffAssignment('a-1', 'Essay', { cohortId: 'c-2026', dueAt: '2026-10-01T20:59:00.000Z' });
// Due on 15 July 2027 once moved: after the new cohort ends.
const report = staffAssignment('a-2', 'Summer report', { cohortId: 'c-2026', dueAt: '2027-07-15T20:59:00.000Z' });
const COPY: CohortCopy = { sourceCohortId: 'c-2026', days: 365, modules: 1, moduleFiles: 0, assignments: 2, datesOutside: 1 };

function renderPanel(extra: Parameters<typeof installDelivery>[0] = {}) {
  const copied = staffModule('m-9', 1, 'Welcome', { opensAt: '2027-09-01T06:00:00.000Z' });
  let copiedYet = false;
  const listModules = vi.fn<ModulesFn>(async ({ params }) => {
    if (params.id === 'c-2026') return { items: [welcome] };
    if (params.id === 'c-2025') return { items: [] };
    return { items: copiedYet ? [copied] : [] };
  });
  const fakes = installDelivery({
    // Newest start first, as the service lists them; the cohort itself among them.
    listCohorts: vi.fn<CohortsFn>().mockResolvedValue({ items: [target, earlier, older] }),
    listModules,
    listCohortAssignments: vi.fn<AssignmentsFn>(async ({ params }) => ({
      items: params.id === 'c-2026' ? [essay, report] : [],
    })),
    copyCohortContent: vi.fn<CopyFn>(async () => {
      copiedYet = true;
      return COPY;
    }),
    ...extra,
  });
  render(<ModulesPanel cohort={target} />);
  return fakes;
}

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Copy from an earlier cohort' }));
  return screen.findByRole('dialog', { name: 'Copy from an earlier cohort' });
};

describe('Copying an earlier cohort into one with no modules', () => {
  beforeEach(() => signInAs('staff'));

  it('offers the programme’s other cohorts, newest first, and previews every date moved, warning of one after the end', async () => {
    const fakes = renderPanel();
    const dialog = await openDialog();
    expect(fakes.listCohorts).toHaveBeenCalledWith({ query: { programId: 'p-stepup' } });
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'StepUp Scholars 20261 September 2026 – 30 June 2027',
      'StepUp Scholars 20251 September 2025 – 30 June 2026',
    ]);

    fireEvent.click(within(dialog).getByRole('radio', { name: /StepUp Scholars 2026/ }));
    expect(await within(dialog).findByText('Every date moves 365 days later.')).toBeTruthy();
    expect(within(dialog).getByText('1 module')).toBeTruthy();
    expect(within(dialog).getByText('Opens 1 Sept 2026, 09:00 (Nairobi time) → 1 Sept 2027, 09:00 (Nairobi time)')).toBeTruthy();
    expect(within(dialog).getByText('2 assignments')).toBeTruthy();
    expect(within(dialog).getByText('Due 15 Jul 2027, 23:59 (Nairobi time) → 14 Jul 2028, 23:59 (Nairobi time)')).toBeTruthy();
    const late = within(dialog).getByText('Summer report').closest('li')!;
    expect(within(late).getByText('After the cohort ends')).toBeTruthy();
    expect(within(dialog).getAllByText(/cohort ends$/)).toHaveLength(1);
    expect(
      within(dialog).getByText(
        '1 date falls before StepUp Scholars 2027 starts or after it ends. It is kept as moved: change it after copying if it should be otherwise.',
      ),
    ).toBeTruthy();
  });

  it('copies on confirming, then shows the copied modules and says what came across', async () => {
    const fakes = renderPanel();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /StepUp Scholars 2026/ }));
    await within(dialog).findByText('Every date moves 365 days later.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy into StepUp Scholars 2027' }));

    expect(await screen.findByRole('heading', { level: 3, name: '1. Welcome' })).toBeTruthy();
    expect(fakes.copyCohortContent).toHaveBeenCalledWith({ params: { id: 'c-2027' }, body: { sourceCohortId: 'c-2026' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByText(
        'Copied 1 module and 2 assignments from StepUp Scholars 2026. 1 date falls outside this cohort’s dates: check it.',
      ),
    ).toBeTruthy();
  });

  it('asks for a choice before copying, and says when the chosen cohort has nothing to copy', async () => {
    const fakes = renderPanel();
    const dialog = await openDialog();
    await within(dialog).findAllByRole('radio');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy into StepUp Scholars 2027' }));
    expect(await within(dialog).findByText('Choose the cohort to copy from.')).toBeTruthy();
    expect(fakes.copyCohortContent).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('radio', { name: /StepUp Scholars 2025/ }));
    expect(
      await within(dialog).findByText('That cohort has no modules or assignments, so there is nothing to copy.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Choose the cohort to copy from.')).toBeNull();
  });

  it('shows the service’s refusal in the dialog and copies nothing', async () => {
    const refusal =
      'This cohort already has assignments, so nothing was copied: copying never mixes with what is there. Delete its assignments first, or add to them by hand.';
    const fakes = renderPanel({ copyCohortContent: vi.fn<CopyFn>().mockRejectedValue(new DataError('conflict', refusal)) });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('radio', { name: /StepUp Scholars 2026/ }));
    await within(dialog).findByText('Every date moves 365 days later.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy into StepUp Scholars 2027' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(fakes.listModules).toHaveBeenCalledTimes(2);
  });

  it('says when the programme has no other cohort', async () => {
    renderPanel({ listCohorts: vi.fn<CohortsFn>().mockResolvedValue({ items: [target] }) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('StepUp Scholars has no other cohort to copy from.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the cohorts could not be loaded, with a way to close', async () => {
    renderPanel({ listCohorts: vi.fn<CohortsFn>().mockRejectedValue(new Error('offline')) });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('The cohorts could not be loaded')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('is not offered once the cohort has modules', async () => {
    renderPanel({ listModules: vi.fn<ModulesFn>().mockResolvedValue({ items: [staffModule('m-1', 1, 'Ours')] }) });
    await screen.findByRole('heading', { level: 3, name: '1. Ours' });
    expect(screen.queryByRole('button', { name: 'Copy from an earlier cohort' })).toBeNull();
  });
});
