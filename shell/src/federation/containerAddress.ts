/**
 * The runtime config names each portal's federation manifest (the site server and the release tools read it); the
 * shell's runtime loads the portal's container beside it, an ES module, without reading the manifest first
 * (decision 0034). An address that already names a container is kept.
 */
export function containerAddress(entry: string): string {
  return entry.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}
