import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta.mjs';

const head = (pathname) => pageMeta({ pathname, origin: 'https://org.example', siteName: 'Org', record: null }).tags;
const HOME_DESCRIPTION =
  'Nurturing Africa&#39;s next generation of scientist-leaders through research, mentorship and community.';

describe('head tags of the public pages', () => {
  it('titles a described page with its screen name and gives its own description', () => {
    const about = head('/about');
    expect(about).toContain('<title>About — Org</title>');
    expect(about).toContain('<meta property="og:title" content="About">');
    expect(about).toContain(
      '<meta name="description" content="Our mission, our team and the partners who make the programmes possible.">',
    );
    expect(head('/terms')).toContain('<title>Terms of use — Org</title>');
    expect(head('/programs/dynamerge')).toContain(
      '<meta name="description" content="Leadership and collaboration for early-career African researchers ready to lead.">',
    );
  });

  it('titles the home page with the site name alone', () => {
    const home = head('/');
    expect(home).toContain('<title>Org</title>');
    expect(home).toContain('<meta property="og:title" content="Org">');
    expect(home).toContain(`<meta name="description" content="${HOME_DESCRIPTION}">`);
  });

  it('describes a public page without a description of its own as the home page', () => {
    const confirm = head('/newsletter/confirm');
    expect(confirm).toContain('<title>Org</title>');
    expect(confirm).toContain(`<meta name="description" content="${HOME_DESCRIPTION}">`);
  });

  it("describes a story with its editor's search description and sharing image when it has them", () => {
    const story = {
      title: 'Lab days',
      summary: 'The summary',
      coverImage: { url: '/api/media/m1/1600.webp', alt: 'A lab bench' },
    };
    const tags = (value) =>
      pageMeta({ pathname: '/blog/lab-days', origin: 'https://org.example', siteName: 'Org', record: { value } }).tags;
    const plain = tags({ ...story, seoDescription: '', socialImage: null });
    expect(plain).toContain('<meta name="description" content="The summary">');
    expect(plain).toContain('<meta property="og:image" content="https://org.example/api/media/m1/1600.webp">');
    const own = tags({
      ...story,
      seoDescription: 'For search engines',
      socialImage: { url: 'https://cdn.example/s.png', alt: 'The team' },
    });
    expect(own).toContain('<meta name="description" content="For search engines">');
    expect(own).toContain('<meta property="og:description" content="For search engines">');
    expect(own).toContain('<meta property="og:image" content="https://cdn.example/s.png">');
    expect(own).toContain('<meta property="og:image:alt" content="The team">');
  });

  it("titles an event's page after the event, and answers 404 for one that does not exist", () => {
    const meta = (pathname, record) => pageMeta({ pathname, origin: 'https://org.example', siteName: 'Org', record });
    const found = meta('/events/open-lab', { value: { event: { title: 'Open lab day' } } });
    expect(found.tags).toContain('<title>Open lab day — Org</title>');
    expect(found.status).toBe(200);
    expect(meta('/events/no-such-event', { missing: true }).status).toBe(404);
    // The cancel link's page is a page of its own, not an event called "cancel".
    expect(meta('/events/cancel', { missing: true }).status).toBe(200);
  });
});
