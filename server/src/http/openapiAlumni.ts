/** The alumni network's profiles, directory and photos in the OpenAPI document. */
export const alumniComponents = {};

export function alumniPaths() {
  return {};
}
