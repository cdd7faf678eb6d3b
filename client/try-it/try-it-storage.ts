// localStorage keys of the "Try it" console (in its own chunk: the entry never needs them).

/** The server URL the reader chose in the "Try it" console of a spec's endpoint pages. */
export function tryItServerStorageKey(specId: string): string {
  return `docs-build.try-it.server.${specId}`;
}

/** A spec's credentials, kept only when the reader ticks "Remember on this device" in the "Try it" console. */
export function tryItCredentialsStorageKey(specId: string): string {
  return `docs-build.try-it.credentials.${specId}`;
}

/** A named value the samples read from the environment (`AFFILIATE_ID`), as the reader last typed it in a console. */
export function sampleEnvStorageKey(name: string): string {
  return `docs-build.sample-env.${name}`;
}
