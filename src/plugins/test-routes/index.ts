// Test-only pages for the browser tests, added only when DOCS_TEST_ROUTES=1 (see
// docusaurus.config.ts). They never exist in a deployed site.
import type {LoadContext, Plugin} from '@docusaurus/types';

const PAGES: Record<string, string> = {
  // Content that throws once: the in-page crash fallback and "Try again".
  crash: 'CrashPage',
  // A page component that throws before the layout renders: the global crash fallback.
  'crash-shell': 'CrashShellPage',
  // A Mermaid diagram that `npm run diagrams` has not drawn: the browser draws it.
  'diagram-fallback': 'DiagramFallbackPage',
  // The footer in its one-row layout with a logo.
  'footer-row': 'FooterRowPage',
  // API description Markdown: the shortcut and react-markdown loaded on demand.
  markdown: 'MarkdownPage',
  // A long page of links to real pages, for scrolling and navigation tests.
  links: 'LinksPage',
};

export default function testRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'test-routes',
    async contentLoaded({actions}) {
      for (const [path, component] of Object.entries(PAGES)) {
        actions.addRoute({
          path: `${context.baseUrl}__test__/${path}`,
          component: `@site/src/plugins/test-routes/${component}.tsx`,
          exact: true,
        });
      }
    },
  };
}
