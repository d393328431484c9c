/**
 * What the service worker tells the server with each page it asks for (docs/decisions/066):
 * which version of the site's files it keeps. The worker precaches every built script and
 * stylesheet at install, and is only active once that is done; it then asks for pages with
 * navigation preload, whose header carries that version. A page asked for that way, by a worker
 * keeping this server's own build, names its stylesheets instead of carrying them written in
 * (decision 035): the browser takes them from the worker's cache, not the network.
 */

/** The header the browser sends with a navigation preload; its value is set by the worker. */
export const KEPT_FILES_HEADER = 'Service-Worker-Navigation-Preload';

/** Where the build writes its worker's version, beside Vite's manifest (not served). */
export const KEPT_FILES_VERSION_FILE = '.vite/service-worker.json';

export interface KeptFilesVersion {
  /** The hash of every precached file's address and revision (scripts/build-service-worker.ts). */
  version: string;
}
