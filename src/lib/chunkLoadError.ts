/** True for the error webpack and Rspack raise when a script or style chunk cannot be downloaded. */
export function isChunkLoadError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}
