// The HTTP API reference: pages generated from openapi/draupnir.yaml into docs/api/ before each
// build (npm run api:generate). Generated files are not committed.
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

export const openApiPlugin = {
  id: 'openapi',
  docsPluginId: 'classic',
  config: {
    draupnir: {
      specPath: 'openapi/draupnir.yaml',
      outputDir: 'docs/api',
      sidebarOptions: {groupPathsBy: 'tag'},
      hideSendButton: true,
      showSchemas: false,
    } satisfies OpenApiPlugin.Options,
  },
} satisfies {id: string; docsPluginId: string; config: Record<string, OpenApiPlugin.Options>};
