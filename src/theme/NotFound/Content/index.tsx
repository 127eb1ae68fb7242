// Ejected (safe): the not-found page says which address does not exist, offers the pages whose
// words best match it from the embedded search index, a search box and the main sections.
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {pathWords, rankSuggestions, type PageHit, type Suggestion} from '@site/src/lib/notFoundSuggestions';
import {siteSearchClient} from '@site/src/lib/search/siteSearchClient';
import styles from './styles.module.css';

const SECTIONS: {to: string; label: string; about: string}[] = [
  {to: '/', label: 'Introduction', about: 'what Draupnir is and where to start'},
  {to: '/category/bot-mode', label: 'Bot mode', about: 'install and run Draupnir as a bot'},
  {to: '/appservice', label: 'Appservice mode', about: 'run Draupnir for many communities'},
  {to: '/category/moderators-guide', label: "Moderators' guide", about: 'protect rooms, manage lists and users'},
  {to: '/moderator/commands', label: 'Command reference', about: 'every management room command'},
  {to: '/protections', label: 'Protections', about: 'what each protection does and how to set it up'},
  {to: '/bot/configuration', label: 'Configuration reference', about: 'every configuration key'},
  {to: '/api/draupnir-api', label: 'HTTP API', about: 'the web API Draupnir serves'},
  {to: '/contributing', label: 'Contributing', about: 'work on Draupnir'},
  {to: '/governance', label: 'Governance', about: 'how the project decides'},
];

type Found = {words: string[]; pages: Suggestion[]};

async function suggest(words: string[]): Promise<Suggestion[]> {
  const client = siteSearchClient();
  const answers = await Promise.all(
    words.map((query) => client.search({requests: [{indexName: 'not-found', query, hitsPerPage: 30}]})),
  );
  const hitsPerWord = answers.map(({results}) =>
    results[0].hits.map((hit): PageHit => ({
      url: new URL(hit.url_without_anchor, window.location.href).pathname,
      title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? hit.url_without_anchor,
      section: hit.hierarchy.lvl1 ? hit.hierarchy.lvl0 : null,
    })),
  );
  return rankSuggestions(words, hitsPerWord);
}

function useSuggestions(): Found | undefined {
  const {siteConfig} = useDocusaurusContext();
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    const words = pathWords(window.location.pathname, siteConfig.baseUrl);
    if (words.length === 0) return;
    let current = true;
    // Without the index (offline before it was cached, or an Algolia build) the sections remain.
    suggest(words).then(
      (pages) => current && setFound({words, pages}),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl]);
  return found;
}

function Suggestions({found}: {found: Found | undefined}): ReactNode {
  return (
    <div aria-live="polite">
      {found && found.pages.length > 0 && (
        <section aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions">Pages that match “{found.words.join(' ')}”</h2>
          <ol className={styles.suggestions}>
            {found.pages.map((page) => (
              <li key={page.url}>
                <a href={page.url}>{page.title}</a>
                {page.section && <span className={styles.section}> · {page.section}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function SearchBox({words}: {words: string[] | undefined}): ReactNode {
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (words) setQuery(words.join(' '));
  }, [words]);
  return (
    <form action={useBaseUrl('/search')} method="get" role="search" className={styles.search}>
      <label htmlFor="not-found-search">Search the documentation</label>
      <div>
        <input id="not-found-search" name="q" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const found = useSuggestions();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was
            reorganised, or the link may have a typing error.
          </p>
          <Suggestions found={found} />
          <SearchBox words={found?.words} />
          <section aria-labelledby="not-found-sections">
            <h2 id="not-found-sections">Main sections</h2>
            <ul className={styles.sections}>
              {SECTIONS.map(({to, label, about}) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>: {about}
                </li>
              ))}
            </ul>
          </section>
          <p>
            If a link on another site brought you here, please tell its owner that the link is broken.
          </p>
        </div>
      </div>
    </main>
  );
}
