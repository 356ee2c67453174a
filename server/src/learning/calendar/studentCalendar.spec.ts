import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAssignment, addCohort, addMember, addModule } from '../testing/fixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeOnEachBackend('a student’s calendar file', (backend) => {
  const service = useTestService(backend);
  beforeEach(() => service.setClock(NOW));

  const calendarOf = async (uid: string) => {
    const response = await service.request({ method: 'GET', url: '/api/student/calendar.ics', headers: service.as(uid) });
    // Unfolded: long lines continue on the next after CRLF and a space (RFC 5545 3.1).
    return { status: response.statusCode, type: response.headers['content-type'], text: response.body.replace(/\r\n /g, '') };
  };

  it('holds the own cohort’s due dates and module openings, and nothing of another cohort', async () => {
    const mine = await addCohort(service, { name: 'Dynamerge 2026' });
    const other = await addCohort(service, { name: 'StepUp 2026' });
    await addMember(service, mine.id, 'amina');
    await addMember(service, other.id, 'bola');
    const essay = await addAssignment(service, mine.id, { title: 'Essay, first draft', dueAt: daysFrom(NOW, 7) });
    await addModule(service, mine.id, { title: 'Reading papers', opensAt: daysFrom(NOW, 3) });
    await addAssignment(service, other.id, { title: 'Not mine', dueAt: daysFrom(NOW, 7) });

    const { status, type, text } = await calendarOf('amina');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/calendar/);
    expect(text).toContain('SUMMARY:Due: Essay\\, first draft');
    expect(text).toContain(`DTSTART:${daysFrom(NOW, 7).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(text).toContain(`/student/assignments/${essay.id}`);
    expect(text).toContain('SUMMARY:Opens: Reading papers');
    expect(text).toContain('X-WR-CALNAME:Dynamerge 2026');
    expect(text).not.toContain('Not mine');
  });

  it('is an empty calendar for a student not in a cohort yet', async () => {
    await service.addUser('newcomer', 'student');
    const { status, text } = await calendarOf('newcomer');
    expect(status).toBe(200);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});
