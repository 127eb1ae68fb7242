// Starts downloading the OpenAPI theme's ApiItem as soon as the reader is on, or heading to, an API
// reference page, alongside the page's own code, so the page renders without waiting for it.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {loadApiItem} from '../theme/DocItem/apiItemLoader';

const API_PATH = `${siteConfig.baseUrl}api/`;

function preloadFor(pathname: string): void {
  if (pathname.startsWith(API_PATH)) void loadApiItem();
}

if (ExecutionEnvironment.canUseDOM) preloadFor(window.location.pathname);

export function onRouteUpdate({location}: {location: Location}): void {
  preloadFor(location.pathname);
}
