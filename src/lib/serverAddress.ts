// The OpenAPI theme builds each code sample from a Postman request whose URL host is the whole
// server address ("http://localhost:8080") and whose protocol is empty. Generators that print the
// URL as one string are fine with that; those that read its parts (Python http.client, Node.js
// native) wrote an HTTPS connection and an "undefined" port. This splits the address into the parts
// a Postman URL has.

/** The parts of a Postman URL (postman-collection's Url) that the server address fills in. */
export type PostmanUrlParts = {protocol?: string; host?: string[]; port?: string; path?: string[]};

/** Moves a full address found in `url.host` into protocol, host, port and leading path segments. */
export function splitServerAddress(url: PostmanUrlParts): void {
  const address = url.host?.length === 1 ? url.host[0] : undefined;
  if (!address?.includes('://')) return;
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return;
  }
  url.protocol = parsed.protocol.replace(/:$/, '');
  url.host = parsed.hostname.split('.');
  url.port = parsed.port || undefined;
  url.path = [...parsed.pathname.split('/').filter(Boolean), ...(url.path ?? [])];
}
