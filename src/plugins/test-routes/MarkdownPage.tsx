// API descriptions through the OpenAPI theme's Markdown component as src/theme/Markdown wraps it:
// one in the shortcut's subset and one that needs react-markdown, in the server's HTML and again
// after a client-side render (the button), when react-markdown arrives on demand.
import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Markdown from '@theme/Markdown';

const SIMPLE = '**Possible values:** `ban` or `kick`, in [brackets].';
const FULL = 'A table:\n\n| Key | Use |\n| --- | --- |\n| `web.port` | *the port* |';

export default function MarkdownPage(): ReactNode {
  const [again, setAgain] = useState(false);
  return (
    <Layout title="API description Markdown" noFooter>
      <main className="container margin-vert--lg">
        <section aria-label="From the server">
          <Markdown>{SIMPLE}</Markdown>
          <Markdown>{FULL}</Markdown>
        </section>
        <button type="button" onClick={() => setAgain(true)}>
          Render again
        </button>
        {again && (
          <section aria-label="Rendered in the browser">
            <Markdown>{SIMPLE}</Markdown>
            <Markdown>{FULL}</Markdown>
          </section>
        )}
      </main>
    </Layout>
  );
}
