import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

// Enough filler to make the page scroll on any test viewport.
const filler = Array.from({length: 60}, (_, i) => (
  <p key={i}>Filler paragraph {i + 1} keeps this page long enough to scroll.</p>
));

export default function LinksPage(): ReactNode {
  return (
    <Layout title="Links test">
      <main className="container margin-vert--lg">
        <h1>Links test</h1>
        {filler}
        <ul>
          <li>
            <Link id="link-with-hash" to="/bot/setup#choosing-an-install-path">
              Bot mode overview, section "Choosing an install path"
            </Link>
          </li>
          <li>
            <Link id="link-without-hash" to="/category/bot-mode">
              Bot mode
            </Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
