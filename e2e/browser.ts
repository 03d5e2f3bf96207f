import { execSync } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';

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

/** A headless Chromium with a fresh profile; never skips when the browser is absent. A Czech browser
 * (a context may set its own `locale`): the site offers another language to a browser preferring it
 * (client/src/ui/LanguageOffer.tsx), which the tests of a Czech visitor do not expect. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
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
  });
}
