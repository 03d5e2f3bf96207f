import { execSync } from 'node:child_process';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';

const MISSING = 'Chromium is missing: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH)';

/** Debian's Chromium (playwright's own download is not available here), or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  try {
    const found = execSync('command -v chromium || command -v chromium-browser', {
      shell: '/bin/bash',
      encoding: 'utf8',
    }).trim();
    if (found) return found;
  } catch {
    // `command -v` exits non-zero when neither exists; reported below.
  }
  throw new Error(MISSING);
}

/** Debian's Chromium with a fresh profile, headless; never skips when the browser is absent. A Czech
 * browser (a context may set its own `locale`): the site offers another language to a browser
 * preferring it (client/src/ui/LanguageOffer.tsx), which the tests of a Czech visitor do not expect. */
const LAUNCH_OPTIONS = {
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--accept-lang=cs-CZ,cs',
  ],
};

/** The browser the global setup started for the whole run (`E2E_BROWSER_WS`), or one of this file's
 * own when the tests run against an app the caller started. Each file's contexts are its own either way;
 * `close()` on a shared browser closes them and disconnects. Starting Chromium for each of the sixty
 * files cost a second or more each on two cores. */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: chromiumPath(), ...LAUNCH_OPTIONS });
}

/** Started once by the global setup; its address is handed to every worker. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), ...LAUNCH_OPTIONS });
}
