import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ReferenceListItem } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import { DYNAMERGE, programSettings, STEPUP } from '../review/testing/fixtures.js';
import ReferenceRequests from './ReferenceRequests.js';

type ListFn = OperationFake<'listReferenceRequests'>;

const withReferees = (ref: typeof DYNAMERGE, count: number) => {
  const settings = programSettings(ref);
  return { ...settings, form: { ...settings.form, references: { count, dueAt: null } } };
};

function reference(id: string, extra: Partial<ReferenceListItem> = {}): ReferenceListItem {
  return {
    id,
    applicationId: `app-${id}`,
    applicantName: 'Fatou Diallo',
    name: 'Dr Grace Mutua',
    email: 'g.mutua@example.org',
    status: 'requested',
    overdue: false,
    requestedAt: '2025-03-03T12:00:00.000Z',
    dueAt: '2025-03-20T23:00:00.000Z',
    receivedAt: null,
    ...extra,
  };
}

const received = reference('ref-1', {
  applicantName: 'Kwame Mensah',
  name: 'Prof. Yaw Asare',
  status: 'received',
  receivedAt: '2025-03-05T09:00:00.000Z',
});
const overdue = reference('ref-2', { overdue: true });

function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}
const url = () => screen.getByTestId('url').textContent;

function renderList(entry = '/admin/references') {
  // In the site the router follows the browser's address; the screen checks it before changing the filters.
  window.history.replaceState({}, '', entry);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ReferenceRequests />
      <UrlProbe />
    </MemoryRouter>,
  );
}

function install(list: ListFn, extra: GivenOperations = {}) {
  return installFakeData({
    listPrograms: vi.fn().mockResolvedValue({ items: [programSettings(STEPUP), withReferees(DYNAMERGE, 1)] }),
    listReferenceRequests: vi.fn<ListFn>(list),
    ...extra,
  });
}
const queries = (client: ReturnType<typeof install>) => client.listReferenceRequests.mock.calls.map(([input]) => input.query);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => signInAs('staff'));
afterEach(cleanup);

describe('Reference requests', () => {
  it('shows the first programme that asks for referees, each request with applicant, referee, status and deadline', async () => {
    const client = install(async () => page([received, overdue]));
    renderList();

    await screen.findByText('Kwame Mensah');
    expect(queries(client)).toEqual([{ programId: DYNAMERGE.id }]);
    expect((screen.getByLabelText('Programme') as HTMLSelectElement).value).toBe(DYNAMERGE.id);
    // A programme that asks for none says so in the list of programmes.
    expect(screen.getByRole('option', { name: 'StepUp Scholars (asks for no referees)' })).toBeTruthy();

    const row = rowOf('Kwame Mensah');
    expect(within(row).getByRole('link', { name: 'Kwame Mensah' }).getAttribute('href')).toBe('/admin/applications/app-ref-1');
    expect(within(row).getByText('Dynamerge')).toBeTruthy();
    expect(within(row).getByText('Prof. Yaw Asare')).toBeTruthy();
    expect(within(row).getByText('Letter received').className).toContain('badge--success');
    expect(within(row).getByText('on 5 March 2025')).toBeTruthy();
    expect(within(row).getByText('20 March 2025')).toBeTruthy();

    const late = rowOf('Fatou Diallo');
    expect(within(late).getByText('Letter overdue').className).toContain('badge--danger');
    expect(within(late).getByText('asked on 3 March 2025')).toBeTruthy();
  });

  it('keeps the programme and status in the address, and asks the service for them', async () => {
    const client = install(async ({ query }) => page(query?.status === 'received' ? [received] : [received, overdue]));
    renderList(`/admin/references?programme=${STEPUP.id}`);
    await screen.findByText('Kwame Mensah');
    expect((screen.getByLabelText('Programme') as HTMLSelectElement).value).toBe(STEPUP.id);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'received' } });
    await waitFor(() => expect(screen.queryByText('Fatou Diallo')).toBeNull());
    expect(url()).toBe(`?programme=${STEPUP.id}&status=received`);

    fireEvent.change(screen.getByLabelText('Programme'), { target: { value: DYNAMERGE.id } });
    await waitFor(() => expect(url()).toBe(`?programme=${DYNAMERGE.id}&status=received`));
    await waitFor(() =>
      expect(queries(client)).toEqual([
        { programId: STEPUP.id },
        { programId: STEPUP.id, status: 'received' },
        { programId: DYNAMERGE.id, status: 'received' },
      ]),
    );
  });

  it('reads a status from a shared link, and ignores an unknown one', async () => {
    const client = install(async () => page([]));
    renderList(`/admin/references?programme=${DYNAMERGE.id}&status=overdue`);
    expect(await screen.findByText('No reference requests match these filters.')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('overdue');
    cleanup();

    renderList(`/admin/references?programme=${DYNAMERGE.id}&status=replaced`);
    expect(await screen.findByText('No referee has been asked for a letter yet.')).toBeTruthy();
    expect(queries(client)).toEqual([{ programId: DYNAMERGE.id, status: 'overdue' }, { programId: DYNAMERGE.id }]);
  });

  it('says when the programme asks for no letters', async () => {
    install(async () => page([]));
    renderList(`/admin/references?programme=${STEPUP.id}`);
    expect(await screen.findByText('This programme asks for no reference letters.')).toBeTruthy();
  });

  it('shows the loading state, then an error with Retry', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(page([received]));
    install(list);
    renderList();

    expect(screen.getByText('Loading reference requests…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The reference requests could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kwame Mensah')).toBeTruthy();
  });

  it('says when the programmes cannot be loaded and none is in the address, and asks for no list', async () => {
    const client = install(async () => page([]), {
      listPrograms: vi.fn().mockRejectedValue(new DataError('unavailable', 'The data service is resting.')),
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The programmes could not be loaded');
    expect(client.listReferenceRequests).not.toHaveBeenCalled();
  });

  it('says when there are no programmes at all', async () => {
    install(async () => page([]), { listPrograms: vi.fn().mockResolvedValue({ items: [] }) });
    renderList();
    expect(await screen.findByText('There are no programmes yet.')).toBeTruthy();
  });

  it('shows the applicant without a link to a role that may not open the application', async () => {
    signInAs('content_editor');
    install(async () => page([received]));
    renderList(`/admin/references?programme=${DYNAMERGE.id}`);
    await screen.findByText('Kwame Mensah');
    expect(within(rowOf('Kwame Mensah')).queryByRole('link')).toBeNull();
  });
});
