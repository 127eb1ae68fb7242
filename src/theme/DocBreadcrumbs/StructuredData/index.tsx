// Wrapped: the structured-data breadcrumbs use the URLs the site serves (a folder's index page is
// `/protections`, not `/protections/`, which GitHub Pages answers with 404).
import React, {type ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';

export default function StructuredDataWrapper({breadcrumbs}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const served = breadcrumbs.map((item) =>
    item.href ? {...item, href: applyTrailingSlash(item.href, siteConfig)} : item,
  );
  return <StructuredData breadcrumbs={served} />;
}
