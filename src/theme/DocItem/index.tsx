// Wraps DocItem so that only API reference pages download the OpenAPI theme's ApiItem (its request
// samples and API explorer are most of the site's JavaScript); every other page is the classic DocItem.
import React, {Suspense, use, type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {loadApiItem, loadedApiItem} from './apiItemLoader';

type Props = WrapperProps<typeof DocItemType>;

/** The OpenAPI plugin marks an operation page with `api` and a schema page with `schema`. */
function isApiReferenceDoc(frontMatter: Record<string, unknown>): boolean {
  return Boolean(frontMatter.api || frontMatter.schema);
}

/** Renders ApiItem, waiting for its code only when src/clientModules/preloadApiItem.ts has not already fetched it. */
function ApiItemWhenLoaded(props: Props): ReactNode {
  const ApiItem = loadedApiItem() ?? use(loadApiItem());
  return <ApiItem {...props} />;
}

export default function DocItemWrapper(props: Props): ReactNode {
  if (!isApiReferenceDoc(props.content.frontMatter)) return <DocItem {...props} />;
  return (
    <Suspense fallback={null}>
      <ApiItemWhenLoaded {...props} />
    </Suspense>
  );
}
