// The French versions of posts, events and programme pages against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles. Reading, saving and removing one takes what editing the item takes
// (edit_content: content editors and admins); visitors read the French through the public pages only. Refusals change
// nothing, and only a missing permission is audited: an unknown item or language is a 404 about the input.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { hasPermission, ROLES, type Role } from '@sla/permissions';
import { operationPath, type Operation } from '@sla/contract/operations';
import * as content from '@sla/contract/operations/content';
import { contentTranslations } from '../db/schema.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addEvent, addPost, addProgram } from '../testing/fixtures.js';
import { operationCase } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

/** The ids the seed below writes, the same in every test so the table can name them. */
const IDS = { post: randomUUID(), event: randomUUID(), program: randomUUID(), missing: randomUUID() };

/** Written from the permission table: edit_content is the content editors' and the admins'. */
const EDITORS: Role[] = ['admin', 'content_editor'];
const editors = (ok: number) => (caller: Caller) =>
  caller === 'anonymous' ? 401 : caller !== 'no-profile' && EDITORS.includes(caller) ? ok : 403;
/** A 404 for an editor is about the address, not a refusal. */
const notARefusal = (caller: Caller) => caller === 'anonymous' || caller === 'no-profile' || !EDITORS.includes(caller);

const POST_FR = { title: 'Des journées au labo', body: 'Le premier jour.' };
const EVENT_FR = { title: 'Café des sciences', location: 'Kigali' };
/** Every field a saved French version has (saving fills the ones left out), so the seed reads back as the declared answer. */
const EMPTY_POST_FR = { title: '', summary: '', body: '', seoDescription: '', coverImageAlt: '' };
const EMPTY_EVENT_FR = { title: '', summary: '', body: '', location: '', coverImageAlt: '' };
const EMPTY_PAGE_FR = { summary: '', description: '', eligibility: '', howToApply: '', faq: [], heroImageAlt: '' };
const PAGE_FR = { summary: 'Une année de sciences.', faq: [{ question: 'Gratuit ?', answer: 'Oui.' }] };

/** An item's three declared operations (@sla/contract/operations) and the id parameter its path names. */
interface Translations {
  get: Operation;
  save: Operation;
  remove: Operation;
  idParam: 'id' | 'programId';
}
const POSTS: Translations = {
  get: content.getPostTranslation,
  save: content.savePostTranslation,
  remove: content.deletePostTranslation,
  idParam: 'id',
};
const EVENTS: Translations = {
  get: content.getEventTranslation,
  save: content.saveEventTranslation,
  remove: content.deleteEventTranslation,
  idParam: 'id',
};
const PAGES: Translations = {
  get: content.getProgramPageTranslation,
  save: content.saveProgramPageTranslation,
  remove: content.deleteProgramPageTranslation,
  idParam: 'programId',
};

/** A row from a declaration: the status its access rule gives (or `allowed` to those it lets in), at this address. */
const row = (
  name: string,
  operation: Operation,
  translations: Translations,
  id: string,
  { locale = 'fr', payload, allowed }: { locale?: string; payload?: object; allowed?: number } = {},
): AccessEndpoint<Caller> => ({
  ...operationCase(operation, allowed),
  name,
  url: `/api${operationPath(operation.path, { [translations.idParam]: id, locale })}`,
  ...(payload ? { payload } : {}),
});

const item = (translations: Translations, id: string, name: string, french: object): AccessEndpoint<Caller>[] => [
  row(`read ${name}'s French version`, translations.get, translations, id),
  row(`save ${name}'s French version`, translations.save, translations, id, { payload: french }),
  row(`remove ${name}'s French version`, translations.remove, translations, id),
  row(`save ${name}'s French version with no text`, translations.save, translations, id, { payload: {}, allowed: 400 }),
  {
    ...row(`save ${name}'s version in a language the site does not write`, translations.save, translations, id, {
      locale: 'de',
      payload: french,
      allowed: 404,
    }),
    audited: notARefusal,
  },
];

const EXPECTED: AccessEndpoint<Caller>[] = [
  ...item(POSTS, IDS.post, 'a post', POST_FR),
  ...item(EVENTS, IDS.event, 'an event', EVENT_FR),
  ...item(PAGES, IDS.program, 'a programme page', PAGE_FR),
  {
    ...row("read an unknown post's French version", POSTS.get, POSTS, IDS.missing, { allowed: 404 }),
    audited: notARefusal,
  },
  {
    ...row("save an unknown event's French version", EVENTS.save, EVENTS, IDS.missing, { payload: EVENT_FR, allowed: 404 }),
    audited: notARefusal,
  },
  {
    ...row("remove an unknown programme page's French version", PAGES.remove, PAGES, IDS.missing, { allowed: 404 }),
    audited: notARefusal,
  },
];

describeOnOneBackend('French versions access: posts, events, programme pages', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    await addPost(service, { id: IDS.post, slug: 'lab-days', status: 'draft' });
    await addEvent(service, { id: IDS.event, slug: 'science-cafe', eventStartsAt: new Date('2026-09-01T08:00:00.000Z') });
    await addProgram(service, { id: IDS.program, slug: 'stepup' });
    const at = new Date('2026-03-01T09:00:00.000Z');
    await service.database.db.insert(contentTranslations).values([
      {
        kind: 'content',
        subjectId: IDS.post,
        locale: 'fr',
        fields: { ...EMPTY_POST_FR, title: 'Ancien titre' },
        updatedAt: at,
        updatedByName: 'Seed',
      },
      {
        kind: 'content',
        subjectId: IDS.event,
        locale: 'fr',
        fields: { ...EMPTY_EVENT_FR, title: 'Ancien titre' },
        updatedAt: at,
        updatedByName: 'Seed',
      },
      {
        kind: 'program',
        subjectId: IDS.program,
        locale: 'fr',
        fields: { ...EMPTY_PAGE_FR, summary: 'Ancien' },
        updatedAt: at,
        updatedByName: 'Seed',
      },
    ]);
  });

  /** What a refusal must leave as it was: the translations, and the English they belong to. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('kind', kind, 'id', subject_id, 'locale', locale, 'fields', fields, 'by', updated_by) ORDER BY kind, subject_id) FROM content_translations) AS translations,
      (SELECT json_agg(json_build_object('id', id, 'version', version, 'title', title) ORDER BY id) FROM content) AS content,
      (SELECT json_agg(json_build_object('id', id, 'version', page_version, 'summary', summary) ORDER BY id) FROM programs) AS programs`);

  it('matches the permission table it was written from', () => {
    expect(ROLES.filter((role) => hasPermission(role, 'edit_content'))).toEqual(EDITORS);
    for (const operation of [POSTS, EVENTS, PAGES].flatMap(({ get, save, remove }) => [get, save, remove]))
      expect(CALLERS.map(operationCase(operation).status), operation.id).toEqual(CALLERS.map(editors(operation.status)));
  });

  it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
