// Wraps the OpenAPI theme's request builder so every code sample gets the server's scheme and port
// (src/lib/serverAddress.ts says what the theme leaves out).
import buildOriginal from '@theme-original/ApiExplorer/buildPostmanRequest';
import {splitServerAddress, type PostmanUrlParts} from '@site/src/lib/serverAddress';

export default function buildPostmanRequest(...args: unknown[]): {url: PostmanUrlParts} {
  const request = buildOriginal(...args);
  splitServerAddress(request.url);
  return request;
}
