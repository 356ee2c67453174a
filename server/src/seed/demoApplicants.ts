/**
 * Forty sample applicants beyond the demo accounts (profiles only: they cannot sign in), so the
 * review queue has applications in every status to show.
 */
const NAMES = [
  'Abena Owusu',
  'Babajide Ogunleye',
  'Chipo Mutasa',
  'Daniel Kiprop',
  'Ebere Nnaji',
  'Fikirte Alemu',
  'Gift Banda',
  'Halima Yusuf',
  'Ifeoma Chukwu',
  'Jomo Kariuki',
  'Khadija Ouedraogo',
  'Lindiwe Zulu',
  'Mamadou Sow',
  'Nomvula Sithole',
  'Obinna Eze',
  'Precious Phiri',
  'Quaye Mensah',
  'Rukia Hassan',
  'Sekou Keita',
  'Thandeka Mahlangu',
  'Uchenna Okeke',
  'Vusi Nkosi',
  'Wairimu Gitau',
  'Xolani Dube',
  'Yaa Asantewaa',
  'Zodwa Ngcobo',
  'Aminata Camara',
  'Bethlehem Girma',
  'Chukwuemeka Obi',
  'Desta Haile',
  'Esther Akinyi',
  'Faith Mwale',
  'Gbenga Adebayo',
  'Hawa Conteh',
  'Ikenna Nwachukwu',
  'Joyce Atieno',
  'Kofi Boateng',
  'Lulama Mbeki',
  'Mercy Chebet',
  'Nnamdi Okafor',
];

export interface DemoApplicant {
  uid: string;
  email: string;
  displayName: string;
}

export const DEMO_APPLICANTS: DemoApplicant[] = NAMES.map((displayName, index) => ({
  uid: `demo-applicant-${String(index + 1).padStart(2, '0')}`,
  email: `${displayName.toLowerCase().replace(/ /g, '.')}@example.org`,
  displayName,
}));
