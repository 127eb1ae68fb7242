// A Mermaid diagram with no SVG drawn by `npm run diagrams`, as a page shows a diagram whose source
// changed since: the theme draws it in the browser.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Mermaid from '@theme/Mermaid';

const SOURCE = 'flowchart LR\n  Edited["An edited diagram"] --> Drawn["Drawn in the browser"]';

export default function DiagramFallbackPage(): ReactNode {
  return (
    <Layout title="Diagram without a stored SVG">
      <main className="container margin-vert--lg">
        <h1>Diagram without a stored SVG</h1>
        <Mermaid value={SOURCE} />
      </main>
    </Layout>
  );
}
