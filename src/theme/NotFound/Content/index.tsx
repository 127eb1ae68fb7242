// Ejected (unsafe: not in the swizzle config; tests/e2e/not-found.spec.ts covers it): the not-found
// page says the address does not exist, offers the pages whose words best match it (./Suggestions,
// downloaded only on this page: every docs page bundles this component for unknown addresses), a
// search box and the main sections, which need no JavaScript.
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {pathWords} from '@site/src/lib/notFoundSuggestions';
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

type SuggestionsComponent = ComponentType<{words: string[]}>;

/** The words of the requested address, and the suggestions component once it has downloaded. */
function useAddressWords(): {words: string[]; Suggestions?: SuggestionsComponent} {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<{words: string[]; Suggestions?: SuggestionsComponent}>({words: []});
  useEffect(() => {
    const words = pathWords(window.location.pathname, siteConfig.baseUrl);
    setState({words});
    if (words.length === 0) return;
    import('./Suggestions').then(
      (module) => setState({words, Suggestions: module.default}),
      () => undefined,
    );
  }, [siteConfig.baseUrl]);
  return state;
}

function SearchBox({words}: {words: string[]}): ReactNode {
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(words.join(' ')), [words]);
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
  const {words, Suggestions} = useAddressWords();
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
          <div aria-live="polite">{Suggestions && <Suggestions words={words} />}</div>
          <SearchBox words={words} />
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
