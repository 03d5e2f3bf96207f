import { errorCatalogueMarkdown } from './error-catalogue';
import { ERRORS } from './errors';

// common/ is compiled without Node's types (the browser uses it too); jest runs this file in Node.
declare function require(module: 'node:fs'): { readFileSync: (path: string, encoding: 'utf8') => string };
declare const __dirname: string;
const { readFileSync } = require('node:fs');
const DOCUMENT = `${__dirname}/../../docs/errors.md`;

describe('the error catalogue in docs/', () => {
  it('is the one written from common/src/errors (run `npm run docs` after changing a code)', () => {
    expect(readFileSync(DOCUMENT, 'utf8')).toBe(errorCatalogueMarkdown());
  });

  it('lists every code once', () => {
    const markdown = errorCatalogueMarkdown();
    for (const code of Object.keys(ERRORS)) expect(markdown.split(`| \`${code}\` |`)).toHaveLength(2);
  });
});
