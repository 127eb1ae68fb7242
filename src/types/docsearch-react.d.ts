// @docsearch/react ships these entry points without type declarations; the ejected SearchBar
// imports them lazily (the modal's code and its stylesheet).
declare module '@docsearch/react/modal' {
  export * from '@docsearch/react';
}
declare module '@docsearch/react/style';
