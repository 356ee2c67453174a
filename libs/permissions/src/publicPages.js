// The public pages search engines and link previews describe: each one's title, which is also its
// screen name in the route table, and its description. Plain JS so the site server reads the same
// titles as the app, on Node without a TypeScript loader.

export const PUBLIC_PAGES = {
  '/': {
    title: 'Home',
    description: "Nurturing Africa's next generation of scientist-leaders through research, mentorship and community.",
  },
  '/programs/stepup-scholars': {
    title: 'StepUp Scholars',
    description:
      'Mentorship and first research experience for young Africans about to start, or just starting, a science degree.',
  },
  '/programs/dynamerge': {
    title: 'Dynamerge',
    description: 'Leadership and collaboration for early-career African researchers ready to lead.',
  },
  '/get-involved': { title: 'Get Involved', description: 'Volunteer, mentor a young scientist or partner with us.' },
  '/donate': { title: 'Donate', description: 'Give once or every month to open doors into science for young Africans.' },
  '/about': { title: 'About', description: 'Our mission, our team and the partners who make the programmes possible.' },
  '/blog': { title: 'Stories', description: 'Stories of scholars, researchers and the community behind them.' },
  '/contact': { title: 'Contact', description: 'Write to the team: questions about the programmes, partnerships or the press.' },
  '/privacy': { title: 'Privacy', description: 'What we collect, why, and your rights.' },
  '/terms': { title: 'Terms of use', description: 'The terms of using this site.' },
  '/accessibility': {
    title: 'Accessibility',
    description: 'How we make the site work for everyone, and how to tell us when it does not.',
  },
};
