// Names and addresses of the project that several configuration modules share.

/** The Draupnir release these docs describe. */
export const DRAUPNIR_VERSION = 'v3.1.0';

export const DRAUPNIR_REPO = 'https://github.com/the-draupnir-project/Draupnir';
export const DOCS_REPO =
  'https://github.com/the-draupnir-project/draupnir-documentation';
export const MATRIX_ROOM = 'https://matrix.to/#/#draupnir:matrix.org';
export const RELEASE_NOTES = `${DRAUPNIR_REPO}/releases/tag/${DRAUPNIR_VERSION}`;
