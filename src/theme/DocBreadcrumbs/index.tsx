// Wrapped: a "Copy page as Markdown" button sits at the right of the breadcrumbs on every doc,
// category index and API page (src/components/CopyPageMarkdown).
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageMarkdown />
    </div>
  );
}
