// Wraps the search page (ejected beside this file, see SearchPageContent.tsx): it reads the query from the address while hydrating, which never matches the server-rendered page (a React hydration error on every visit), so it renders in the browser only, after a static placeholder; and it gets a meta description like every other page.
import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import SearchPage from './SearchPageContent';

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

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search the Draupnir documentation by keyword." />
      </Head>
      <BrowserOnly fallback={<Placeholder />}>
        {() => <SearchPage />}
      </BrowserOnly>
    </>
  );
}
