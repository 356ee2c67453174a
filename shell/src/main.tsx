// The entry stays a few bytes and loads the app behind a dynamic import: the site server preloads the bootstrap
// chunks it finds as the entry's dynamic imports (tools/serve/page.mjs), and a server-rendered page starts this entry
// only once it has been drawn.
void import('./bootstrap.js');
