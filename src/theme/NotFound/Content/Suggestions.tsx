// The not-found page's suggestions, loaded once the page runs in the browser: the pages whose
// words best match the requested address, looked up in the embedded search index.
import React, {useEffect, useState, type ReactNode} from 'react';
import {rankSuggestions, type PageHit, type Suggestion} from '@site/src/lib/notFoundSuggestions';
import {siteSearchClient} from '@site/src/lib/search/siteSearchClient';
import styles from './styles.module.css';

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

export default function Suggestions({words}: {words: string[]}): ReactNode {
  const [pages, setPages] = useState<Suggestion[]>([]);
  useEffect(() => {
    let current = true;
    // Without the index (an Algolia build, or a failed download) the main sections remain.
    suggest(words).then(
      (found) => current && setPages(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [words]);
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">Pages that match “{words.join(' ')}”</h2>
      <ol className={styles.suggestions}>
        {pages.map((page) => (
          <li key={page.url}>
            <a href={page.url}>{page.title}</a>
            {page.section && <span className={styles.section}> · {page.section}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
