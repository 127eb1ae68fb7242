import {join, relative} from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {announcementBar} from './config/announcement';
import {buildFooter} from './config/footer';
import {clientRedirects} from './config/redirects';
import {htmlSuffixHeadTag} from './config/htmlSuffix';
import {hasFullGitHistory, lastCommitDates} from './config/lastUpdate';
import {mermaidThemeConfig} from './config/mermaid';
import {noscriptHeadTag} from './config/noscript';
import {navbar} from './config/navbar';
import {openApiPlugin} from './config/openapi';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {DOCS_REPO, DRAUPNIR_REPO, DRAUPNIR_VERSION, RELEASE_NOTES} from './config/project';
import {algoliaThemeConfig} from './config/search';
import {sidebarItemsGenerator} from './config/sidebar';
import {ssrTemplate} from './config/ssrTemplate';
import {storageFallbackHeadTag} from './config/storageFallback';
import {storedDiagramsFingerprint} from './src/lib/diagramStore';
import compileHintsPlugin from './src/plugins/compile-hints';
import leanStartUpPlugin from './src/plugins/lean-start-up';
import oneCopyPlugin from './src/plugins/one-copy';
import pageCardsPlugin from './src/plugins/page-cards';
import pageMarkdownPlugin from './src/plugins/page-markdown';
import prismOnDemandPlugin from './src/plugins/prism-on-demand';
import routeChunksPlugin from './src/plugins/route-chunks';
import draupnirVersion, {withDraupnirVersion} from './src/remark/draupnirVersion';
import prerenderedDiagrams from './src/remark/prerenderedDiagrams';
import oldAnchors from './src/rehype/oldAnchors';
import configKeyAnchors from './src/rehype/configKeyAnchors';
import searchClientPlugin from './src/plugins/search-client';
import searchIndexPlugin from './src/plugins/search-index';
import testRoutesPlugin from './src/plugins/test-routes';

// Where the site is served: every route starts with this path.
const BASE_URL = '/draupnir-documentation/';
// Algolia DocSearch credentials (public search key only). Set all three to use Algolia.
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID;
const ALGOLIA_API_KEY = process.env.ALGOLIA_API_KEY;
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME;
// Search results whose URL matches this regular expression open with a full page load.
const ALGOLIA_EXTERNAL_URL_REGEX = process.env.ALGOLIA_EXTERNAL_URL_REGEX;
// `1` adds the test-only routes under /__test__/ that the browser tests need. Never set it for
// a deployed site: `npm test` sets it for the build it tests.
const DOCS_TEST_ROUTES = process.env.DOCS_TEST_ROUTES === '1';
// `0` builds with webpack and Babel instead of Docusaurus Faster (Rspack, SWC, Lightning CSS);
// `npm run bench:build` uses it to compare the two.
const DOCS_FASTER = process.env.DOCS_FASTER !== '0';
// Without Faster, Babel compiles the site. `sourceType: 'unambiguous'` makes it keep the OpenAPI
// theme's CommonJS files as CommonJS; as ES modules they break in the browser ("exports is not
// defined"). SWC, Faster's compiler, detects the module type by itself.
const babelJsLoader = (isServer: boolean) => ({
  loader: require.resolve('babel-loader'),
  options: {
    presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
    sourceType: 'unambiguous',
    babelrc: false,
    configFile: false,
    caller: {name: isServer ? 'server' : 'client'},
  },
});
// Footer layout: `columns` (titled columns) or `row` (one line with middle dots).
const FOOTER_LAYOUT = 'columns';
// `docusaurus build` sets NODE_ENV to production: preview cards start drawing while it bundles.
const PRODUCTION_BUILD = process.env.NODE_ENV === 'production';
// Pages show their last change, and the sitemap its date, only with the whole git history at hand
// (config/lastUpdate.ts): a tarball or a shallow clone builds without dates.
const GIT_HISTORY = hasFullGitHistory(__dirname);
// The API pages are generated from this file: their last change is its last change.
const OPENAPI_FILE = openApiPlugin.config.draupnir.specPath;
// The date of the last commit that changed each file of docs/ and the OpenAPI description.
const LAST_CHANGED = GIT_HISTORY ? lastCommitDates(__dirname, ['docs', OPENAPI_FILE]) : new Map<string, string>();

export default {
  title: 'Draupnir documentation',
  tagline: 'Install, configure and run Draupnir, the moderation bot for Matrix communities.',
  favicon: 'img/favicon.svg',

  url: 'https://the-draupnir-project.github.io',
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'the-draupnir-project',
  projectName: 'draupnir-documentation',
  deploymentBranch: 'gh-pages',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    // Pages write {{DRAUPNIR_VERSION}} for the release they describe (src/remark/draupnirVersion.ts).
    async parseFrontMatter(params) {
      const result = await params.defaultParseFrontMatter(params);
      for (const key of ['title', 'description', 'sidebar_label']) {
        const value = result.frontMatter[key];
        if (typeof value === 'string') result.frontMatter[key] = withDraupnirVersion(value);
      }
      // Each page's last change (read from git once, not per page); the generated API pages are
      // not in git, and change when the OpenAPI description does.
      const source = relative(__dirname, params.filePath);
      const changed = LAST_CHANGED.get(source.startsWith('docs/api/') ? OPENAPI_FILE : source);
      if (changed && result.frontMatter.last_update === undefined) result.frontMatter.last_update = {date: changed};
      return result;
    },
  },
  future: {
    // Every Faster feature except Rspack's persistent cache: writing it made a cold build peak at
    // 1.23 GiB instead of 1.05 GiB (the budget is 1.2). It only speeds up a second build on the
    // same machine (15 s instead of 28 s); CI always builds cold.
    experimental_faster: DOCS_FASTER && {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
    },
    // Required by Faster's worker-thread page rendering; no plugin here reads postBuild's `head`.
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },
  ...(DOCS_FASTER ? {} : {webpack: {jsLoader: babelJsLoader}}),

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {testRoutes: DOCS_TEST_ROUTES},
  clientModules: [
    './src/clientModules/keepHashTargetInView.ts',
    './src/clientModules/chunkLoadFailure.ts',
    './src/clientModules/preloadApiItem.ts',
  ],
  ssrTemplate,
  headTags: [storageFallbackHeadTag(), htmlSuffixHeadTag(BASE_URL), noscriptHeadTag()],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarCollapsible: true,
          sidebarItemsGenerator,
          editUrl: ({docPath}) =>
            docPath.startsWith('api/')
              ? `${DOCS_REPO}/edit/main/openapi/draupnir.yaml`
              : `${DOCS_REPO}/edit/main/docs/${docPath}`,
          lastVersion: 'current',
          showLastUpdateTime: GIT_HISTORY,
          versions: {current: {label: 'Next'}},
          // Diagrams drawn by `npm run diagrams` go into the HTML; others are drawn in the browser.
          beforeDefaultRemarkPlugins: [draupnirVersion],
          remarkPlugins: [[prerenderedDiagrams, {storedDiagrams: storedDiagramsFingerprint()}]],
          // Section ids of the old site's pages, kept on the headings that now hold their content;
          // ids on the configuration reference's key rows, which the configuration checker links to.
          rehypePlugins: [[oldAnchors, {docsDir: join(__dirname, 'docs')}], configKeyAnchors],
        },
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/draupnir-documentation/__test__/**'], lastmod: GIT_HISTORY ? 'date' : null},
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'],

  plugins: [
    // sass-embedded (Dart Sass compiled to native code, shipped in the npm package) instead of the
    // JavaScript build of Dart Sass: the same CSS, byte for byte, and 0.5 s less bundling.
    ['docusaurus-plugin-sass', {implementation: 'sass-embedded'}],
    ['@docusaurus/plugin-client-redirects', clientRedirects],
    ['docusaurus-plugin-openapi-docs', openApiPlugin],
    searchIndexPlugin,
    searchClientPlugin,
    leanStartUpPlugin,
    oneCopyPlugin,
    compileHintsPlugin,
    // A preview card per page, named in its Open Graph tags (src/theme/Root.tsx).
    (context: LoadContext) =>
      pageCardsPlugin(context, {
        version: DRAUPNIR_VERSION,
        otherPages: [{path: 'search', title: 'Search the documentation', section: 'Search'}],
        drawEarly: PRODUCTION_BUILD,
      }),
    // A Markdown copy of every page, llms.txt and llms-full.txt.
    (context: LoadContext) =>
      pageMarkdownPlugin(context, {
        openApiFile: OPENAPI_FILE,
        summary: `How to install, configure and run Draupnir ${DRAUPNIR_VERSION}, the moderation bot for Matrix communities: bot mode and appservice mode, moderating with policy lists and protections, its HTTP API, and how the project is run.`,
        optional: [
          {title: `Draupnir ${DRAUPNIR_VERSION} release notes`, url: RELEASE_NOTES, description: 'What changed in the release these pages describe.'},
          {title: 'Draupnir on GitHub', url: DRAUPNIR_REPO, description: 'The source code, issue tracker and releases.'},
        ],
      }),
    // An API reference page always renders the OpenAPI theme's ApiItem (src/theme/DocItem).
    (context: LoadContext) =>
      routeChunksPlugin(context, {companions: [{module: /^@site\/docs\/api\/.*\.(api|schema)\.mdx$/, chunkName: 'api-item'}]}),
    (context: LoadContext) => prismOnDemandPlugin(context, {light: lightCodeTheme, dark: darkCodeTheme}),
    ...(DOCS_TEST_ROUTES ? [testRoutesPlugin] : []),
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'Draupnir, Matrix, moderation, bot, Synapse'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar,
    navbar,
    footer: buildFooter(FOOTER_LAYOUT),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: mermaidThemeConfig,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'ini', 'nginx', 'docker'],
    },
    algolia: algoliaThemeConfig(
      {appId: ALGOLIA_APP_ID, apiKey: ALGOLIA_API_KEY, indexName: ALGOLIA_INDEX_NAME},
      ALGOLIA_EXTERNAL_URL_REGEX,
    ),
  } satisfies Preset.ThemeConfig,
} satisfies Config;
