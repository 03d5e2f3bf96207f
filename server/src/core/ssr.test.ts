import { testConfig } from '../test/config';
import { createTestDatabase, TestDatabase } from '../test/database';
import { RunningApp, staffHeaders, startTestApp } from '../test/http';
import type { Config } from './config';
import type { Logger } from './logger';
import { hashSource } from './security-headers';
import { fillTemplate, type RenderedPage, type SsrEntry } from './ssr';

// The public pages rendered on the server through a stand-in renderer (the real one is the client's
// SSR build, tested in e2e/public-ssr): what reaches the page, and the plain index.html whenever the
// renderer fails, hangs or declines.

let database: TestDatabase;
let config: Config;
let app: RunningApp | undefined;
let logged: string[];

/** What the stand-in renderer does for the next request. */
let behaviour: SsrEntry['render'];

const recordingLogger: Logger = {
  info: () => undefined,
  warn: (message) => logged.push(`WARN ${message}`),
  error: (message) => logged.push(`ERROR ${message}`),
};

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html: '<main><h1>Kroužky</h1></main>',
  stateScript: '<script id="apollo-state" type="application/json">{}</script>',
  title: 'Kroužky | Test',
  modules: [],
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  config = await testConfig();
});
beforeEach(async () => {
  logged = [];
  behaviour = async () => page();
  app = await startTestApp(database, config, {
    loadSsrEntry: async () => ({ render: (request) => behaviour(request) }),
    logger: recordingLogger,
  });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await database.drop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app?.url}${path}`, { headers });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
}

const UNRENDERED = '<div id="root"></div></html>';

describe('a rendered page', () => {
  it('fills index.html: the root, the state after it, the title; any cache asks again before each use', async () => {
    const { status, cacheControl, html } = await get('/courses?vek=preschool');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, no-cache');
    expect(html).toContain(
      '<div id="root"><main><h1>Kroužky</h1></main></div><script id="apollo-state" type="application/json">{}</script>',
    );
    expect(html).toContain('<title>Kroužky | Test</title>');
    expect(html).not.toContain('<title>Test</title>');
  });

  it('comes with a policy that allows its style attributes by hash, and nothing inline besides', async () => {
    behaviour = async () => page({ html: '<main><h1 style="color:red">Kroužky</h1></main>' });
    const response = await fetch(`${app?.url}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'unsafe-hashes' `);
    expect(policy).toContain(hashSource('color:red'));
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    // A page without style attributes lets no attribute through: no 'unsafe-hashes' at all.
    behaviour = async () => page({ html: '<main><h1>Kroužky</h1></main>' });
    // Another address: the first one's page is kept (page-cache.test.ts).
    const plain = (await fetch(`${app?.url}/courses`)).headers.get('content-security-policy') ?? '';
    expect(plain).not.toContain("'unsafe-hashes'");
    expect(plain).toContain("style-src 'self'");
  });

  it('is asked for the path with its query string, and keeps its status (404 for an unknown path)', async () => {
    const urls: string[] = [];
    behaviour = async ({ url }) => {
      urls.push(url);
      return page({ status: 404 });
    };
    expect((await get('/neexistuje?x=1')).status).toBe(404);
    expect(urls).toEqual(['/neexistuje?x=1']);
  });

  it('runs GraphQL in the process as an anonymous visitor, whatever token the request carries', async () => {
    const headers = await staffHeaders(app as RunningApp, database, 'administrator');
    behaviour = async ({ execute }) => {
      const result = await execute({ query: '{ me { username } siteInfo { phone } }' });
      return page({ html: `<p>${JSON.stringify(result.data)}</p>` });
    };
    const { html } = await get('/', headers);
    expect(html).toContain('<p>{"me":null,"siteInfo":{"phone":"+420 777 123 456"}}</p>');
  });
});

describe('the page unrendered (index.html as built), and logged, when the renderer', () => {
  it('throws', async () => {
    behaviour = async () => {
      throw new Error('render broke');
    };
    const { status, cacheControl, html } = await get('/courses');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, no-cache');
    expect(html).toContain(UNRENDERED);
    expect(logged).toEqual([expect.stringMatching(/^ERROR Server-side rendering of \/courses failed/)]);
  });

  it('throws under /en or /uk: the page still says its language', async () => {
    behaviour = async () => {
      throw new Error('render broke');
    };
    expect((await get('/uk/courses')).html).toMatch(/<html lang="uk"/);
    expect((await get('/en/')).html).toMatch(/<html lang="en"/);
    expect((await get('/courses')).html).toMatch(/<html lang="cs"/);
  });

  it('meets a GraphQL error (a course that does not exist): only a warning', async () => {
    behaviour = async () => {
      throw Object.assign(new Error('CourseDetail: Kroužek nenalezen.'), { name: 'GraphqlAnswerError' });
    };
    const { status, html } = await get('/course/999999');
    expect(status).toBe(200);
    expect(html).toContain(UNRENDERED);
    expect(logged).toEqual([
      'WARN Server-side rendering of /course/999999 failed; sending the page unrendered: CourseDetail: Kroužek nenalezen.',
    ]);
  });

  it('takes over a second (and is told to stop)', async () => {
    let aborted = false;
    behaviour = ({ signal }) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          // A renderer that ignores the signal and answers late still gets the plain page sent.
          setTimeout(() => resolve(page()), 4000);
        });
      });
    const started = Date.now();
    const { status, html } = await get('/');
    expect(Date.now() - started).toBeLessThan(3500); // the renderer's 1 s, not its late 5 s
    expect(status).toBe(200);
    expect(html).toContain(UNRENDERED);
    expect(aborted).toBe(true);
    expect(logged).toEqual([expect.stringContaining('Server-side rendering of / failed')]);
  });

  it('names a module the client build does not know', async () => {
    behaviour = async () => page({ modules: ['src/features/nothing/NothingPage.tsx'] });
    const { html } = await get('/');
    expect(html).toContain(UNRENDERED);
    expect(logged).toHaveLength(1);
  });

  it('declines the path (the back-office and login are rendered in the browser)', async () => {
    behaviour = async () => null;
    const { status, html } = await get('/admin/news');
    expect(status).toBe(200);
    expect(html).toContain(UNRENDERED);
    expect(logged).toEqual([]);
  });
});

it('without a renderer that loads, every page is index.html (logged once)', async () => {
  await app?.close();
  app = await startTestApp(database, config, {
    loadSsrEntry: () => Promise.reject(new Error('no such module')),
    logger: recordingLogger,
  });
  for (const path of ['/', '/courses']) {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(html).toContain(UNRENDERED);
  }
  expect(logged).toEqual([expect.stringContaining('could not be loaded')]);
});

describe('the template filled', () => {
  const template = [
    '<html><head><title>Dětské kroužky</title>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '<script id="landing-preloads">for(var i=0;i<1;i++){}</script>',
    '</head><body><div id="root"></div></body></html>',
  ].join('');
  const assets = {
    'src/features/home/HomePage.tsx': {
      scripts: ['/assets/HomePage.js', '/assets/Card.js'],
      styles: ['/assets/HomePage.css'],
    },
    'virtual:messages/home': { scripts: ['/assets/home.js', '/assets/Card.js'], styles: [] },
  };
  const css: Record<string, string> = {
    '/assets/index.css': 'body{margin:0}',
    '/assets/HomePage.css': '.hero{color:red}',
  };

  it('inlines every style in order; the scripts load from the page once it has been painted', () => {
    const { html } = fillTemplate(
      template,
      page({ title: 'Domů &amp; více', modules: ['src/features/home/HomePage.tsx', 'virtual:messages/home'] }),
      assets,
      (href) => css[href] ?? '',
    );
    const [head, body] = html.split('</head>');
    expect(head).toBe(
      '<html><head><title>Domů &amp; více</title>' +
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index.css" disabled>' +
        '<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/HomePage.css" disabled>',
    );
    expect(body).toMatch(
      /^<body><div id="root"><main><h1>Kroužky<\/h1><\/main><\/div><script id="apollo-state" type="application\/json">\{\}<\/script><script>\(function\(\)\{.*\}\)\(\)<\/script><\/body><\/html>$/,
    );
    expect(body).toContain(
      '["/assets/framework.js","/assets/HomePage.js","/assets/Card.js","/assets/home.js"].forEach(function(h){a(f,\'link\',{rel:\'modulepreload\',href:h})});a(f,\'script\',{type:\'module\',src:"/assets/index.js"});document.head.appendChild(f)',
    );
    expect(body).toContain("l.getEntriesByName('first-contentful-paint')");
  });

  it('lists the hashes of its inline script, styles and style attributes, not of what the page shows', () => {
    const { html, inline } = fillTemplate(
      template,
      page({
        html: '<main><h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1><img style="left:calc(50% + -3px);top:0" src="/x.png"><i style="content:&quot;&amp;&quot;"></i></main>',
        stateScript: '<script id="apollo-state" type="application/json">{"x":"\\u003c/script>"}</script>',
        modules: ['src/features/home/HomePage.tsx'],
      }),
      assets,
      (href) => css[href] ?? '',
    );
    const start = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toEqual({
      scripts: [hashSource(start)],
      styles: [hashSource('body{margin:0}'), hashSource('.hero{color:red}')],
      styleAttributes: [hashSource('left:calc(50% + -3px);top:0'), hashSource('content:"&"')],
    });
    // Known values, so the hashing itself is checked too (printf 'body{margin:0}' | openssl sha256 -binary | base64).
    expect(hashSource('body{margin:0}')).toBe("'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
  });

  it('refuses a module the build does not know', () => {
    expect(() => fillTemplate(template, page({ modules: ['src/Nothing.tsx'] }), assets, () => '')).toThrow(
      'page-assets.json has no src/Nothing.tsx',
    );
  });
});
