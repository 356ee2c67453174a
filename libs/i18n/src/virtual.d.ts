// The catalogue modules the build's messages plugin (libs/build-tools/src/i18n.js) makes for each app.
declare module 'virtual:sla-messages/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module 'virtual:sla-messages' {
  const catalogues: import('./load.js').CatalogueImports;
  export default catalogues;
}
