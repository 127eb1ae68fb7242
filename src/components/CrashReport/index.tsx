// What a reader sees when a page crashes: the message, the cause chain, a way to try again and
// a pre-filled issue to report it. Used by the in-layout and the global error fallbacks.
import React, {type ReactNode} from 'react';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import {isChunkLoadError} from '@site/src/lib/chunkLoadError';
import {reportIssueUrl} from '@site/src/lib/reportIssueUrl';
import styles from './styles.module.css';

type Props = {error: Error; tryAgain: () => void};

export default function CrashReport({error, tryAgain}: Props): ReactNode {
  const details = getErrorCausalChain(error)
    .map((e) => e.message)
    .join('\nCause: ');
  const issueUrl = reportIssueUrl({
    title: `Page crashed: ${error.message}`.slice(0, 120),
    pageUrl: typeof window === 'undefined' ? '' : window.location.href,
    details,
  });
  // A chunk that failed to download stays failed inside this page (React caches the failed import),
  // so trying again means loading the page again.
  const downloadFailed = isChunkLoadError(error);
  return (
    <main className={styles.crash} role="alert">
      <h1>This page crashed.</h1>
      <p>
        {downloadFailed
          ? 'Part of this page could not be downloaded. Check your connection, then try again.'
          : 'Something in this page failed while it was showing. Trying again often works.'}
      </p>
      <ErrorBoundaryTryAgainButton
        onClick={downloadFailed ? () => window.location.reload() : tryAgain}
        className="button button--primary"
      />
      <h2 className={styles.detailsTitle}>What went wrong</h2>
      <ErrorBoundaryError error={error} />
      <p>
        If it keeps happening,{' '}
        <a href={issueUrl} target="_blank" rel="noopener noreferrer">
          report this crash on GitHub
        </a>
        : the page address and the error are filled in for you.
      </p>
    </main>
  );
}
