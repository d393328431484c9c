/**
 * The Chromium in which test apps print their PDFs: the run's one browser (Vitest's global
 * setup, Cucumber's shared browser), registered by the runner. Each app starting a Chromium
 * of its own to print one confirmation cost a browser's start (about a second) per app.
 * Unregistered (a script, the fleet): each app starts its own, as production does.
 */
let endpoint: () => Promise<string | undefined> = () => Promise.resolve(undefined);

export function printInRunBrowser(browserURL: () => Promise<string | undefined>): void {
  endpoint = browserURL;
}

/** The settings that point a test app's PDF renderer at the run's browser, if there is one. */
export async function runBrowserSettings(): Promise<Record<string, string>> {
  const url = await endpoint();
  return url ? { PDF_BROWSER_URL: url } : {};
}
