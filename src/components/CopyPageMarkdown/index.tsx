// "Copy page as Markdown": puts the page's Markdown copy (src/plugins/page-markdown) on the
// clipboard, for pasting into an assistant or an issue. The code that fetches the text downloads
// on the first click; the clipboard write starts synchronously in the click, which Safari
// requires, with the text following as a promise.
import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {markdownPath} from '@site/src/lib/markdownCopy';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** Starts writing the Markdown at `href` to the clipboard; resolves once it is there. */
function copyMarkdown(href: string): Promise<void> {
  const blob = import('./markdownBlob').then(({markdownBlob}) => markdownBlob(href));
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return blob.then((markdown) => markdown.text()).then((text) => navigator.clipboard.writeText(text));
}

export default function CopyPageMarkdown(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const href = markdownPath(useLocation().pathname, siteConfig.baseUrl);
  const [status, setStatus] = useState<Status>('idle');

  // The confirmation goes away after a while; a failure stays, with its link.
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);
  useEffect(() => setStatus('idle'), [href]);

  const copy = () => {
    setStatus('copying');
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={`${styles.copyPage} hide-without-js`}>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        Copy page as Markdown
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' && 'Copied.'}
        {status === 'failed' && (
          <>
            Could not copy: <a href={href}>open the Markdown</a> instead.
          </>
        )}
      </span>
    </div>
  );
}
