import type { ProfileLink, ReportReason } from '@sla/contract';
import type { SeedAlumnus } from './people.js';

/**
 * The demo accounts' own profiles, by uid. demo-alumni and demo-person-05 start (empty) in seedLearning, from their
 * completed cohorts; their programme and year stay as that wrote them.
 */
export const DEMO_ACCOUNT_PROFILES: Record<string, Omit<SeedAlumnus, 'name'>> = {
  'demo-alumni': {
    programme: 'dynamerge',
    year: 2024,
    field: 'Engineering',
    institution: 'Ahmadu Bello University',
    country: 'NG',
    city: 'Zaria',
    headline: 'Environmental engineer working on safe water for small towns',
    bio: 'I lecture in water resources engineering and lead a project on low-cost filters for town water supplies in northern Nigeria. I mentor a StepUp scholar this year and have room for one more. Write to me about engineering careers, grant proposals, or moving between industry and the university.',
    skills: ['Water treatment', 'Hydraulic modelling', 'Proposal writing', 'Hausa', 'Mentoring'],
    links: [link('Safe water project', 'projects/zaria-safe-water'), link('Teaching page', 'people/yusuf/teaching')],
    mentoring: true,
    messages: true,
    privacy: 'members',
    except: { bio: 'alumni', links: 'alumni' },
    photo: '#1f5f8b',
  },
  'demo-person-05': {
    programme: 'stepup-scholars',
    year: 2025,
    field: 'Biology',
    institution: 'University of Cape Coast',
    country: 'GH',
    city: 'Cape Coast',
    headline: 'Biology student interested in marine life',
    bio: 'Second year. My StepUp project looked at plastic in fish along the Central Region coast.',
    skills: ['Fieldwork', 'Microscopy'],
    links: [],
    mentoring: false,
    messages: true,
    privacy: 'members',
  },
  'demo-person-12': {
    programme: 'dynamerge',
    year: 2023,
    field: 'Earth and environmental science',
    institution: 'Council for Scientific and Industrial Research',
    country: 'ZA',
    city: 'Pretoria',
    headline: 'Climate scientist working on drought early warning',
    bio: 'I build seasonal drought forecasts for southern Africa and spend a lot of time explaining probabilities to farmers’ unions. Dynamerge gave me my best collaborators.',
    skills: ['Climate modelling', 'Seasonal forecasting', 'Science communication'],
    links: [link('Drought outlook', 'outlooks/southern-africa-drought')],
    mentoring: true,
    messages: true,
    privacy: 'public',
  },
  'demo-person-18': {
    programme: 'stepup-scholars',
    year: 2022,
    field: 'Agriculture and food science',
    institution: 'University of KwaZulu-Natal',
    country: 'ZA',
    city: 'Pietermaritzburg',
    headline: 'Honours student in crop science',
    bio: 'Working on indigenous leafy vegetables and how they cope with dry spells.',
    skills: ['Crop science', 'isiZulu'],
    links: [],
    mentoring: false,
    messages: false,
    privacy: 'defaults',
  },
};

function link(label: string, path: string): ProfileLink {
  return { label, url: `https://example.org/${path}` };
}

/** A message in a seeded conversation: who wrote it (demo-alumni or the other person) and how long ago. */
export interface SeedMessage {
  from: 'demo' | 'them';
  hoursAgo: number;
  body: string;
}

/** Conversations of demo-alumni with seeded alumni, by the other person's name. */
export interface SeedConversation {
  with: string;
  messages: SeedMessage[];
  /** demo-alumni has not read the latest messages. */
  unreadByDemo: boolean;
}

export const DEMO_CONVERSATIONS: SeedConversation[] = [
  {
    with: 'Wairimu Gathoni',
    unreadByDemo: true,
    messages: [
      {
        from: 'them',
        hoursAgo: 30,
        body: 'Hi Yusuf, I saw your safe water project in the directory. We have rainfall forecasts for northern Nigeria that might help with planning filter maintenance. Would a short call next week suit you?',
      },
      {
        from: 'demo',
        hoursAgo: 26,
        body: 'Hello Wairimu, that sounds very useful. Tuesday or Thursday afternoon works for me.',
      },
      {
        from: 'them',
        hoursAgo: 3,
        body: 'Thursday at 3 pm Lagos time then. I will send a link the day before. Thanks!',
      },
    ],
  },
  {
    with: 'Halima Garba',
    unreadByDemo: false,
    messages: [
      {
        from: 'them',
        hoursAgo: 24 * 6,
        body: 'Good afternoon sir. I am a StepUp alumna from Kano. I am applying for master’s programmes in public health and would be grateful for any advice on the personal statement.',
      },
      {
        from: 'demo',
        hoursAgo: 24 * 5,
        body: 'Hello Halima, happy to help. Send me a draft when you have one, and start with the problem you want to work on rather than your CV.',
      },
      {
        from: 'them',
        hoursAgo: 24 * 5 - 2,
        body: 'Thank you so much. I will send it by the weekend.',
      },
    ],
  },
  {
    with: 'Kofi Owusu-Ansah',
    unreadByDemo: false,
    messages: [
      {
        from: 'demo',
        hoursAgo: 24 * 20,
        body: 'Kofi, are you going to the engineering education conference in Accra in March? It would be good to finally meet.',
      },
      {
        from: 'them',
        hoursAgo: 24 * 19,
        body: 'Yes, I am presenting on the solar dryer course. Let us have lunch on the first day.',
      },
    ],
  },
];

/** A member reported a message to staff, who have not looked at it yet. */
export const OPEN_REPORT: {
  reporter: string;
  reported: string;
  reason: ReportReason;
  details: string;
  message: string;
  hoursAgo: number;
} = {
  reporter: 'Akosua Darko',
  reported: 'Emmanuel Tchoupo',
  reason: 'spam',
  details: 'I got the same message twice. It asks for money and I do not think the programme is real.',
  message:
    'Hello! I run a coaching group that guarantees scholarships abroad. Only 50 dollars to join, send me your WhatsApp number and I will add you.',
  hoursAgo: 20,
};

/** A profile staff took out of the directory, and the reason its owner reads. */
export const HIDDEN_PROFILE = {
  name: 'Esther Nyambura',
  reason:
    'Your bio shows a personal phone number, so we hid your profile to keep you safe. Remove the number and write to us, and we will show it again.',
  hiddenBy: 'demo-staff',
  daysAgo: 4,
};
