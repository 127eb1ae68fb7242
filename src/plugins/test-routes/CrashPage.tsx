import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useThrowOnce} from './throwOnce';

function Content(): ReactNode {
  useThrowOnce('page content');
  return <p>The page rendered after trying again.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <Content />
      </main>
    </Layout>
  );
}
