import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { CalendarDownload } from './CalendarDownload.js';

afterEach(() => {
  configureData(null);
  vi.restoreAllMocks();
});

describe('Add due dates to your calendar', () => {
  it('saves the service’s calendar file under its name', async () => {
    const calendar = vi.fn<OperationFake<'downloadStudentCalendar'>>(
      async () => new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' }),
    );
    installFakeApi({ downloadStudentCalendar: calendar });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:calendar');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('programme-calendar.ics');
    });
    render(<CalendarDownload />);
    fireEvent.click(screen.getByRole('button', { name: 'Add due dates to your calendar' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calendar).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalled();
  });

  it('says so in words when the file cannot be had', async () => {
    installFakeApi({ downloadStudentCalendar: vi.fn(async () => Promise.reject(new DataError('unavailable', 'down'))) });
    render(<CalendarDownload />);
    fireEvent.click(screen.getByRole('button', { name: 'Add due dates to your calendar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The calendar could not be downloaded. Try again in a moment.');
  });
});
