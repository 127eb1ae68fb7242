// The OpenAPI plugin's type declarations import two modules that have no types where it expects
// them; these stand-ins let `tsc` check our use of its `Options` type.
declare module '@docusaurus/plugin-content-docs/src/sidebars/types' {
  export type {SidebarItemDoc} from '@docusaurus/plugin-content-docs/lib/sidebars/types';
}
declare module 'postman-collection';
// The OpenAPI theme's code-sample generators, which tests/unit/server-address.test.ts calls directly.
declare module 'postman-code-generators';

// The OpenAPI theme ships no declaration for its ApiItem; it takes the same props as DocItem.
declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

// The OpenAPI theme's request explorer and its loading placeholder, as src/theme/ApiExplorer uses them.
declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';

  export default function ApiExplorer(props: {item: unknown; infoPath: string}): ReactNode;
}
declare module '@theme/SkeletonLoader' {
  import type {ReactNode} from 'react';

  export default function SkeletonLoader(props: {size?: 'sm' | 'md' | 'lg'}): ReactNode;
}
