// Replaces the core's global crash fallback (used when the page shell throws outside the layout's own boundary) so it shows the same CrashReport as a crash inside a page.
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
// The layout needs a route context; the core's own fallback provides one the same way.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
import CrashReport from '@site/src/components/CrashReport';

const routeContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  const report = <CrashReport error={error} tryAgain={tryAgain} />;
  // The layout itself may be what throws: then show the report on its own.
  return (
    <RouteContextProvider value={routeContext}>
      <ErrorBoundary fallback={() => report}>
        <Head>
          <title>Page crashed</title>
        </Head>
        <Layout>{report}</Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
