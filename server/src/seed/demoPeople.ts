import type { Role } from '@sla/permissions';

/** Sample people beyond the demo accounts, so lists, search and paging have something to show. */
const PEOPLE: [string, Role | null][] = [
  ['Adaeze Nwosu', 'applicant'],
  ['Bongani Dlamini', 'applicant'],
  ['Chiamaka Obi', 'student'],
  ['Dawit Bekele', 'applicant'],
  ['Efua Asante', 'alumni'],
  ['Femi Adeyemi', 'student'],
  ['Grace Wanjiru', 'applicant'],
  ['Hassan Ali', 'alumni'],
  ['Imani Mwangi', 'applicant'],
  ['Jabari Otieno', 'student'],
  ['Kemi Balogun', 'applicant'],
  ['Lerato Mokoena', 'alumni'],
  ['Moussa Traoré', 'applicant'],
  ['Nia Kamau', 'student'],
  ['Oluwaseun Ajayi', 'applicant'],
  ['Palesa Khumalo', 'staff'],
  ['Rahel Tesfaye', 'applicant'],
  ['Sipho Ndlovu', 'alumni'],
  ['Tendai Moyo', 'applicant'],
  ['Umar Sani', 'content_editor'],
  ['Wanjiku Njoroge', 'applicant'],
  ['Zainab Bello', 'student'],
  ['Amadou Diop', 'applicant'],
  ['Esi Boateng', 'applicant'],
  ['Legacy Import', null],
];

export interface SeedPerson {
  uid: string;
  email: string;
  displayName: string;
  role: Role | null;
}

export const DEMO_PEOPLE: SeedPerson[] = PEOPLE.map(([displayName, role], index) => {
  const handle = displayName
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/ /g, '.');
  return { uid: `demo-person-${String(index + 1).padStart(2, '0')}`, email: `${handle}@example.org`, displayName, role };
});
