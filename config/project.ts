// Names and addresses of the project that several configuration modules share.
import provenance from '../data/draupnir/provenance.json';

/**
 * The Draupnir release these docs describe: the tag data/draupnir/ was extracted from
 * (`npm run draupnir:extract`), which the docs tests check the pages against.
 */
export const DRAUPNIR_VERSION: string = provenance.tag;

export const DRAUPNIR_REPO = 'https://github.com/the-draupnir-project/Draupnir';
export const DOCS_REPO =
  'https://github.com/the-draupnir-project/draupnir-documentation';
export const MATRIX_ROOM = 'https://matrix.to/#/#draupnir:matrix.org';
export const RELEASE_NOTES = `${DRAUPNIR_REPO}/releases/tag/${DRAUPNIR_VERSION}`;
