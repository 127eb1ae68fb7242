// Wraps the theme's search page: it reads the query from the address while hydrating, which never matches the server-rendered page (a React hydration error on every visit), so it renders in the browser only, after a static placeholder; it marks the page's main landmark, which the theme leaves out; and it gets a meta description like every other page.
import React, {useEffect, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import SearchPage from '@theme-original/SearchPage';

function Placeholder(): ReactNode {
  return (
    <Layout title="Search the documentation">
      <main className="container margin-vert--lg">
        <h1>Search the documentation</h1>
        <noscript>
          <p>Searching needs JavaScript. Every page is also listed in the sidebar.</p>
        </noscript>
      </main>
    </Layout>
  );
}

/** The theme's page has no <main>; this marks its content area as the main landmark. */
function MainLandmark(): null {
  useEffect(() => {
    document.getElementById('__docusaurus_skipToContent_fallback')?.setAttribute('role', 'main');
  }, []);
  return null;
}

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search the Draupnir documentation by keyword." />
      </Head>
      <BrowserOnly fallback={<Placeholder />}>
        {() => (
          <>
            <SearchPage />
            <MainLandmark />
          </>
        )}
      </BrowserOnly>
    </>
  );
}
