// The code highlighter module used by src/theme/CodeBlock/Content, resolved per bundle by
// src/plugins/prism-on-demand.
declare module '@draupnir/code-highlighter' {
  import type {ComponentType} from 'react';

  const Highlighter: ComponentType<{className?: string}>;
  export default Highlighter;
}
