// Wraps the theme's search page to give it a meta description, like every other page, for link previews and search engines.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search the Draupnir documentation by keyword." />
      </Head>
      <SearchPage />
    </>
  );
}
