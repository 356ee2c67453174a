// The public pages search engines and link previews describe. Plain JS so the site server reads the
// same titles as the app, on Node without a TypeScript loader. Titles and descriptions are two tables
// so the browser, which needs only the titles (they are the route table's screen names), does not
// download the descriptions: only the site server writes them into pages.

/** Each described public page's title (its screen name in the route table), by path. */
export const PUBLIC_PAGE_TITLES = {
  '/': 'Home',
  '/programs/stepup-scholars': 'StepUp Scholars',
  '/programs/dynamerge': 'Dynamerge',
  '/get-involved': 'Get Involved',
  '/donate': 'Donate',
  '/about': 'About',
  '/blog': 'Stories',
  '/contact': 'Contact',
  '/privacy': 'Privacy',
  '/terms': 'Terms of use',
  '/accessibility': 'Accessibility',
};

/** What search results and link previews show under each title, by path. */
export const PUBLIC_PAGE_DESCRIPTIONS = {
  '/': "Nurturing Africa's next generation of scientist-leaders through research, mentorship and community.",
  '/programs/stepup-scholars':
    'Mentorship and first research experience for young Africans about to start, or just starting, a science degree.',
  '/programs/dynamerge': 'Leadership and collaboration for early-career African researchers ready to lead.',
  '/get-involved': 'Volunteer, mentor a young scientist or partner with us.',
  '/donate': 'Give once or every month to open doors into science for young Africans.',
  '/about': 'Our mission, our team and the partners who make the programmes possible.',
  '/blog': 'Stories of scholars, researchers and the community behind them.',
  '/contact': 'Write to the team: questions about the programmes, partnerships or the press.',
  '/privacy': 'What we collect, why, and your rights.',
  '/terms': 'The terms of using this site.',
  '/accessibility': 'How we make the site work for everyone, and how to tell us when it does not.',
};
