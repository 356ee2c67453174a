// The public pages search engines and link previews describe. Plain JS so the site server reads the
// same titles as the app, on Node without a TypeScript loader. Titles and descriptions are two tables
// so the browser, which needs only the titles (they are the route table's screen names), does not
// download the descriptions: only the site server writes them into pages.

// Marks English text as a message (as @sla/i18n's msg does, which plain JS here cannot import):
// pages and the site server show these in the page's language.
const msg = (message) => message;

/** Each described public page's title (its screen name in the route table), by path. */
export const PUBLIC_PAGE_TITLES = {
  '/': msg('Home'),
  '/programs/stepup-scholars': 'StepUp Scholars',
  '/programs/dynamerge': 'Dynamerge',
  '/get-involved': msg('Get Involved'),
  '/donate': msg('Donate'),
  '/about': msg('About'),
  '/blog': msg('Stories'),
  '/contact': msg('Contact'),
  '/privacy': msg('Privacy'),
  '/terms': msg('Terms of use'),
  '/accessibility': msg('Accessibility'),
};

/** What search results and link previews show under each title, by path. */
export const PUBLIC_PAGE_DESCRIPTIONS = {
  '/': msg("Nurturing Africa's next generation of scientist-leaders through research, mentorship and community."),
  '/programs/stepup-scholars': msg(
    'Mentorship and first research experience for young Africans about to start, or just starting, a science degree.',
  ),
  '/programs/dynamerge': msg('Leadership and collaboration for early-career African researchers ready to lead.'),
  '/get-involved': msg('Volunteer, mentor a young scientist or partner with us.'),
  '/donate': msg('Give once or every month to open doors into science for young Africans.'),
  '/about': msg('Our mission, our team and the partners who make the programmes possible.'),
  '/blog': msg('Stories of scholars, researchers and the community behind them.'),
  '/contact': msg('Write to the team: questions about the programmes, partnerships or the press.'),
  '/privacy': msg('What we collect, why, and your rights.'),
  '/terms': msg('The terms of using this site.'),
  '/accessibility': msg('How we make the site work for everyone, and how to tell us when it does not.'),
};
