import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useThrowOnce} from './throwOnce';

export default function CrashShellPage(): ReactNode {
  useThrowOnce('page shell');
  return (
    <Layout title="Crash shell test">
      <main className="container margin-vert--lg">
        <p>The page shell rendered after trying again.</p>
      </main>
    </Layout>
  );
}
