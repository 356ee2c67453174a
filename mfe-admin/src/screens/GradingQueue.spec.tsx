import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { installFakeApi, page, type GivenOperations, type OperationFake } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import { assignment, cohort, gradingItem } from '../grading/testing.js';
import GradingQueue from './GradingQueue.js';

type QueueFn = OperationFake<'listGradingQueue'>;

const fatou = gradingItem('sub-1', 'Fatou Diallo', { late: true, attempt: 2 });
const kwame = gradingItem('sub-2', 'Kwame Mensah', {
  assignmentTitle: 'Lab report',
  cohortName: 'Dynamerge 2027',
  state: 'graded',
  grade: 15,
});
const nameless = gradingItem('sub-3', null);

function install(queue: QueueFn, given: GivenOperations = {}) {
  return installFakeApi({
    listGradingQueue: vi.fn<QueueFn>(queue),
    listCohorts: vi.fn(async () => ({
      items: [cohort('c-1', 'StepUp Scholars 2027'), cohort('c-2', 'Dynamerge 2027', { programName: 'Dynamerge' })],
    })),
    listCohortAssignments: vi.fn(async ({ params }) => ({
      items: params.id === 'c-1' ? [assignment('a-1', 'Research question essay'), assignment('a-2', 'Lab report')] : [],
    })),
    ...given,
  });
}

function UrlProbe() {
  return <output data-testid="url">{useLocation().search}</output>;
}
const url = () => screen.getByTestId('url').textContent;

function renderQueue(entry = '/admin/grading') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <GradingQueue />
      <UrlProbe />
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const queries = (client: ReturnType<typeof install>) => client.listGradingQueue.mock.calls.map(([input]) => input.query);
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: string) => Array.from(select(label).options).map((option) => option.text);

beforeEach(() => signInAs('staff'));

describe('Grading queue: the table', () => {
  it('lists hand-ins waiting for a grade by default, each opening for grading', async () => {
    const client = install(async () => page([fatou, kwame, nameless]));
    renderQueue();
    expect(screen.getByText('Loading hand-ins…')).toBeTruthy();

    await screen.findByText('Fatou Diallo');
    const row = rowOf('Fatou Diallo');
    expect(within(row).getByRole('link', { name: 'Fatou Diallo' }).getAttribute('href')).toBe('/admin/grading/sub-1');
    expect(within(row).getByText('Research question essay')).toBeTruthy();
    expect(within(row).getByText('StepUp Scholars 2027')).toBeTruthy();
    expect(within(row).getByText('Late').className).toContain('badge');
    expect(row.querySelector('time')?.getAttribute('dateTime')).toBe('2027-02-27T12:00:00.000Z');
    expect(within(row).getByText('27 Feb 2027', { exact: false })).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Waiting').className).toContain('badge');
    expect(within(row).getByText('None yet')).toBeTruthy();

    const kwameRow = rowOf('Kwame Mensah');
    expect(within(kwameRow).getByText('Graded')).toBeTruthy();
    expect(within(kwameRow).getByText('15 / 20')).toBeTruthy();
    expect(within(kwameRow).queryByText('Late')).toBeNull();
    expect(screen.getByRole('link', { name: 'Name not given' })).toBeTruthy();

    expect(screen.getByText('Showing 3 hand-ins.')).toBeTruthy();
    expect(queries(client)).toEqual([{ state: 'submitted' }]);
  });

  it('names each cell after its column, for the stacked layout of a phone', async () => {
    install(async () => page([fatou]));
    renderQueue();
    await screen.findByText('Fatou Diallo');
    const row = rowOf('Fatou Diallo');
    expect(Array.from(row.querySelectorAll('td')).map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Assignment',
      'Cohort',
      'Handed in',
      'Attempt',
      'Status',
      'Grade',
    ]);
    expect(row.closest('.table-scroll--stacked')).toBeTruthy();
  });

  it('says when nothing is waiting, and shows an error with Retry', async () => {
    const queue = vi
      .fn<QueueFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(page([]));
    install(queue);
    renderQueue();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The hand-ins could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing waiting to be graded.')).toBeTruthy();
  });

  it('says no hand-ins match other filters', async () => {
    install(async () => page([]));
    renderQueue('/admin/grading?state=graded');
    expect(await screen.findByText('No hand-ins match these filters.')).toBeTruthy();
  });

  it('loads more with the cursor and the same filters', async () => {
    const client = install(async ({ query }) => (query?.cursor ? page([nameless]) : page([fatou, kwame], 'cursor-2')));
    renderQueue('/admin/grading?cohortId=c-1');
    await screen.findByText('Showing 2 hand-ins, more available.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Name not given');
    expect(queries(client)).toEqual([
      { cohortId: 'c-1', state: 'submitted' },
      { cohortId: 'c-1', state: 'submitted', cursor: 'cursor-2' },
    ]);
  });
});

describe('Grading queue: filters', () => {
  it('reads them from the URL, and each row carries them to grading', async () => {
    const client = install(async () => page([kwame]));
    renderQueue('/admin/grading?cohortId=c-1&assignmentId=a-2&state=graded');
    await screen.findByText('Kwame Mensah');
    await screen.findByRole('option', { name: 'Lab report' });

    expect(queries(client)).toEqual([{ cohortId: 'c-1', assignmentId: 'a-2', state: 'graded' }]);
    expect(select('Cohort').value).toBe('c-1');
    expect(select('Assignment').value).toBe('a-2');
    expect(select('Status').value).toBe('graded');
    expect(client.listCohortAssignments).toHaveBeenCalledWith({ params: { id: 'c-1' } });
    expect(screen.getByRole('link', { name: 'Kwame Mensah' }).getAttribute('href')).toBe(
      '/admin/grading/sub-2?cohortId=c-1&assignmentId=a-2&state=graded',
    );
  });

  it('offers the cohorts, then the chosen cohort’s assignments, and keeps the choice in the URL', async () => {
    const client = install(async () => page([fatou]));
    renderQueue();
    await screen.findByRole('option', { name: 'Dynamerge 2027 (Dynamerge)' });
    expect(optionTexts('Cohort')).toEqual([
      'All cohorts',
      'StepUp Scholars 2027 (StepUp Scholars)',
      'Dynamerge 2027 (Dynamerge)',
    ]);
    expect(optionTexts('Status')).toEqual(['Waiting', 'Returned', 'Graded', 'Any status']);
    expect(select('Assignment').disabled).toBe(true);
    expect(optionTexts('Assignment')).toEqual(['Choose a cohort first']);

    fireEvent.change(select('Cohort'), { target: { value: 'c-1' } });
    await screen.findByRole('option', { name: 'Research question essay' });
    expect(select('Assignment').disabled).toBe(false);
    fireEvent.change(select('Assignment'), { target: { value: 'a-1' } });
    await waitFor(() => expect(url()).toBe('?cohortId=c-1&assignmentId=a-1'));

    // Another cohort: the assignment filter starts again.
    fireEvent.change(select('Cohort'), { target: { value: 'c-2' } });
    await waitFor(() => expect(url()).toBe('?cohortId=c-2'));
    fireEvent.change(select('Status'), { target: { value: 'any' } });
    await waitFor(() => expect(url()).toBe('?cohortId=c-2&state=any'));

    await waitFor(() =>
      expect(queries(client)).toEqual([
        { state: 'submitted' },
        { cohortId: 'c-1', state: 'submitted' },
        { cohortId: 'c-1', assignmentId: 'a-1', state: 'submitted' },
        { cohortId: 'c-2', state: 'submitted' },
        { cohortId: 'c-2' },
      ]),
    );
  });

  it('still filters when the cohorts cannot be loaded, and says so', async () => {
    install(async () => page([fatou]), { listCohorts: vi.fn().mockRejectedValue(new DataError('unavailable', 'Resting.')) });
    renderQueue('/admin/grading?cohortId=c-1');
    expect(await screen.findByText('The cohorts could not be loaded; reload the page to filter by them.')).toBeTruthy();
    expect(optionTexts('Cohort')).toEqual(['All cohorts', 'Chosen cohort']);
    expect(select('Cohort').value).toBe('c-1');
  });
});
