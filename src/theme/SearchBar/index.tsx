// Ejected (unsafe) from theme-search-algolia 3.8.1: in embedded mode the modal gets the site's own search client instead of Algolia's, and the index loads on first hover, focus, touch or keystroke; in both modes results are grouped by page and the modal is marked with the engine that answers. Changes are marked "Draupnir:".
// Original: Copyright (c) Facebook, Inc. and its affiliates. MIT licence.

import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useDialogSemantics} from './modalSemantics';
// Draupnir: our own button and shortcuts keep @docsearch/react out of every page's main bundle.
import SearchButton from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {isEmbeddedSearch} from '@site/config/searchMode';
import {reportIssueUrl} from '@site/src/lib/reportIssueUrl';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

// Draupnir: the embedded search engine downloads with the modal, not with every page.
let siteSearchClient: (typeof import('@site/src/lib/search/siteSearchClient'))['siteSearchClient'] | null = null;

function importSiteSearchClientIfNeeded(): Promise<NonNullable<typeof siteSearchClient>> {
  if (siteSearchClient) {
    return Promise.resolve(siteSearchClient);
  }
  return import('@site/src/lib/search/siteSearchClient').then((module) => {
    siteSearchClient = module.siteSearchClient;
    return siteSearchClient;
  });
}

// Draupnir: results grouped by page (src/lib/search/groupByPage.ts), loaded with the modal.
let groupingByPage: (typeof import('@site/src/lib/search/groupByPage'))['groupingByPage'] | null = null;

function importDocSearchModalIfNeeded() {
  if (DocSearchModal && groupingByPage) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<
      typeof import('@docsearch/react')
    >,
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('@site/src/lib/search/groupByPage'),
  ]).then(([{DocSearchModal: Modal}, , , grouping]) => {
    DocSearchModal = Modal;
    groupingByPage = grouping.groupingByPage;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// Draupnir: where "Let us know." points when a search finds nothing.
function missingResultsUrl({query}: {query: string}): string {
  return reportIssueUrl({
    title: `Search finds nothing for "${query}"`,
    pageUrl: window.location.href,
    details: `I searched for: ${query}`,
  });
}

// Draupnir: reports whether the last search failed for want of a reachable engine.
function reportingFailures(
  client: DocSearchTransformClient,
  onFailure: (failed: boolean) => void,
): DocSearchTransformClient {
  return {
    ...client,
    search: (...args: Parameters<DocSearchTransformClient['search']>) =>
      client.search(...args).then(
        (response) => {
          onFailure(false);
          return response;
        },
        (error: unknown) => {
          if ((error as Error | undefined)?.name === 'RetryError') {
            onFailure(true);
          }
          throw error;
        },
      ),
  } as DocSearchTransformClient;
}

function useTransformSearchClient(
  embedded: boolean,
  onFailure: (failed: boolean) => void,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (!groupingByPage) {
        throw new Error('The search modal opened before its code loaded.');
      }
      // Draupnir: the embedded engine answers in place of Algolia, its results grouped by page
      // so that pages show in the order it ranks them.
      if (embedded) {
        if (!siteSearchClient) {
          throw new Error('The search modal opened before the search engine loaded.');
        }
        return reportingFailures(
          groupingByPage(
            siteSearchClient() as unknown as DocSearchTransformClient,
          ),
          onFailure,
        );
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // Draupnir: results are grouped by page, in the order the engine ranks them.
      return reportingFailures(groupingByPage(searchClient), onFailure);
    },
    [docusaurusVersion, embedded, onFailure],
  );
}

// Draupnir: DocSearch 3.9.0 sets its "error" status when a search fails and resets it to "idle"
// at once, so its "Unable to fetch results" screen never shows. We show the same screen in the
// modal's results area; CSS (custom.css) puts it in place of the other screens until a search
// succeeds or the modal closes.
function SearchFailedScreen({
  container,
  translations: screen,
}: {
  container: HTMLElement;
  translations?: {titleText?: string; helpText?: string};
}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(container.querySelector('.DocSearch-Dropdown'));
  }, [container]);
  return dropdown
    ? createPortal(
        <div className="DocSearch-ErrorScreen search-failed-screen" role="alert">
          <p className="DocSearch-Title">
            {screen?.titleText ?? 'Unable to fetch results'}
          </p>
          <p className="DocSearch-Help">
            {screen?.helpText ??
              'You might want to check your network connection.'}
          </p>
        </div>,
        dropdown,
      )
    : null;
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

// Draupnir: a result is an option of the results listbox, and an option must not hold a link
// (axe: nested-interactive). The option opens its page itself: a click follows it, Ctrl/⌘/Shift
// click and a middle click open it in a new tab; the arrow keys and Enter work as before.
function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  const history = useHistory();
  const openInNewTab = () => window.open(hit.url, '_blank', 'noopener');
  const follow = (event: React.MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) openInNewTab();
    else if (/^[a-z][a-z\d+.-]*:/i.test(hit.url)) window.location.href = hit.url;
    else history.push(hit.url);
  };
  return (
    <div
      className="DocSearch-Hit-link"
      data-href={hit.url}
      onClick={follow}
      onAuxClick={(event) => event.button === 1 && openInNewTab()}>
      {children}
    </div>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters =>
      typeof f === 'string' ? [f] : f;
    return [...normalize(f1), ...normalize(f2)];
  }

  const contextualSearchFacetFilters =
    useAlgoliaContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  // Draupnir: embedded mode, and loading its index with the modal's code.
  const embedded = isEmbeddedSearch(props.appId);
  const [searchFailed, setSearchFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(
    embedded,
    setSearchFailed,
  );
  const prepareSearch = useCallback(() => {
    if (!embedded) {
      return importDocSearchModalIfNeeded();
    }
    const client = importSiteSearchClientIfNeeded().then((getClient) => {
      void getClient().prefetch();
    });
    return Promise.all([importDocSearchModalIfNeeded(), client]).then(() => undefined);
  }, [embedded]);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // Draupnir: custom.css hides the "Search by Algolia" logo when Algolia does not answer.
      divElement.dataset.searchEngine = embedded ? 'embedded' : 'algolia';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [embedded]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    prepareSearch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prepareSearch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setSearchFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});
  // Draupnir: the open modal is announced as a dialog.
  useDialogSemantics(searchContainer, isOpen);

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {/* Draupnir: only Algolia mode talks to Algolia's servers. */}
      {!embedded && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={translations.placeholder}
            // Draupnir: "Let us know." opens a pre-filled issue about the missing results.
            getMissingResultsUrl={missingResultsUrl}
            {...props}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}

      {isOpen && searchFailed && searchContainer.current && (
        <SearchFailedScreen
          container={searchContainer.current}
          translations={(props.translations?.modal ?? translations.modal)?.errorScreen}
        />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Draupnir: if the search bar fails to render, keep a plain link to the search page.
  return (
    <ErrorBoundary
      fallback={() => (
        <Link className="button button--secondary button--sm" to="/search">
          Search
        </Link>
      )}>
      <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />
    </ErrorBoundary>
  );
}
