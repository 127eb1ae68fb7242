// Stands in for the crypto-js package index in the browser bundle. The OpenAPI theme's storage
// helpers (ApiExplorer/storage-utils) import the whole package to call SHA1(...).toString(), and
// the index evaluates every cipher and hash crypto-js has (AES tables, SHA-2 constants and so on)
// while an API page starts. Nothing else in the bundle uses crypto-js.
import SHA1 from 'crypto-js/sha1';

export default {SHA1};
