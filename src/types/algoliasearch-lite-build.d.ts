// The browser build of Algolia's lite client, imported by path so that src/lib/search/liteClient.ts
// can stand in for `algoliasearch/lite`; its types are those of `algoliasearch/lite`.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
