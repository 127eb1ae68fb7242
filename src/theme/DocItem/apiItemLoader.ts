// Loads the OpenAPI theme's ApiItem once, on demand, and remembers it, so that an API page whose
// code is already here renders it at once (no Suspense fallback, nothing to re-hydrate).
import type {ComponentType} from 'react';
import type {Props} from '@theme/DocItem';

let apiItem: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;

export function loadedApiItem(): ComponentType<Props> | undefined {
  return apiItem;
}

export function loadApiItem(): Promise<ComponentType<Props>> {
  loading ??= import(/* webpackChunkName: "api-item" */ '@theme/ApiItem').then((module) => (apiItem = module.default));
  return loading;
}
