// Asks for the OpenAPI theme's ApiItem as soon as the reader is on, or heading to, an API reference
// page, so the page renders without waiting for it. On a page opened directly, its HTML has already
// started the download (src/plugins/route-chunks) and this picks it up; on a move within the site,
// this starts it alongside the page's own code.
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
