// Wraps the theme's DocSearch bar so that if it fails to render, the navbar keeps a plain link to the search page instead of an error.
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import SearchBar from '@theme-original/SearchBar';

export default function SearchBarWrapper(): ReactNode {
  return (
    <ErrorBoundary
      fallback={() => (
        <Link className="button button--secondary button--sm" to="/search">
          Search
        </Link>
      )}>
      <SearchBar />
    </ErrorBoundary>
  );
}
