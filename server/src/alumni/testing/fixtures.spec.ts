import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAlumniMessage, addAlumniPhoto, addAlumniProfile, addBlock, addConversation, addReport } from './fixtures.js';

// The fixtures other suites build on: what they write must be what the service itself would have written.
describeOnEachBackend('alumni fixtures', (backend) => {
  const service = useTestService(backend);

  it('makes an alumnus named after the user, private by default, whom the database shows to members by name only', async () => {
    await service.addUser('amina', 'alumni', { displayName: 'Amina Bello' });
    const profile = await addAlumniProfile(service, 'amina', {
      field: 'Biology',
      institution: 'University of Ibadan',
      visibility: { field: 'alumni', institution: 'only_me' },
    });
    expect(profile.name).toBe('Amina Bello');
    expect(profile.visibility.name).toBe('alumni');
    expect(profile.visibility.bio).toBe('staff');
    const [row] = await service.rows(
      sql`SELECT alumni_name, alumni_search, staff_search FROM alumni_profiles WHERE uid = 'amina'`,
    );
    expect(row).toEqual({
      alumni_name: 'Amina Bello',
      alumni_search: 'amina bello biology ',
      staff_search: 'amina bello biology ',
    });
  });

  it('makes the user when missing, as an alumnus', async () => {
    await addAlumniProfile(service, 'new-alumnus');
    expect((await service.user('new-alumnus'))?.role).toBe('alumni');
  });

  it('stores a photo in both sizes and gives it to the profile', async () => {
    await addAlumniProfile(service, 'amina');
    const photoId = await addAlumniPhoto(service, 'amina');
    const sizes = await service.rows<{ size: string }>(sql`SELECT size FROM alumni_photos WHERE id = ${photoId} ORDER BY size`);
    expect(sizes.map((row) => row.size)).toEqual(['large', 'small']);
    const [profile] = await service.rows(sql`SELECT photo_id FROM alumni_profiles WHERE uid = 'amina'`);
    expect(profile.photo_id).toBe(photoId);
  });

  it('stores a pair once in uid order, and moves the last message time with each later message', async () => {
    const conversation = await addConversation(service, 'zed', 'amina');
    expect([conversation.firstUid, conversation.secondUid]).toEqual(['amina', 'zed']);
    const later = new Date(conversation.lastMessageAt.getTime() + 60_000);
    await addAlumniMessage(service, conversation.id, 'zed', { sentAt: later });
    await addAlumniMessage(service, conversation.id, 'amina', { sentAt: new Date(0) });
    const [row] = await service.rows(sql`SELECT last_message_at FROM alumni_conversations WHERE id = ${conversation.id}`);
    expect(new Date(row.last_message_at).getTime()).toBe(later.getTime());
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_messages WHERE conversation_id = ${conversation.id}`)).toBe(
      2,
    );
  });

  it('writes blocks and open reports', async () => {
    await addBlock(service, 'amina', 'zed');
    const report = await addReport(service, 'amina', 'zed', { reason: 'harassment' });
    expect(report.resolvedAt).toBeNull();
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_blocks WHERE blocker_uid = 'amina'`)).toBe(1);
  });
});
