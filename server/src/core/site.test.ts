// The documents and head tags modules add to the site, turned into HTTP (site.ts).
import type { AddressInfo } from 'node:net';
import express from 'express';
import { MESSAGES } from '@kurzy/common';
import type { Services } from './services';
import { siteDocuments, siteHead, type SitePart, type SiteSource } from './site';
import type { RenderedPage } from './ssr';

function source(lines: string[] = []): SiteSource {
  return {
    services: {} as Services,
    execute: async (operation) => ({ data: { echo: operation.query } }),
    logger: { info: () => undefined, warn: () => undefined, error: (message: string) => void lines.push(message) },
  };
}

async function serve(parts: SitePart[], site: SiteSource, path: string) {
  const app = express().use(siteDocuments(parts, site));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      text: await response.text(),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const part: SitePart = {
  documents: [
    {
      path: '/hello.txt',
      contentType: 'text/plain; charset=utf-8',
      maxAgeSeconds: 60,
      render: async ({ path, graphql }) => `${path} ${JSON.stringify((await graphql({ query: '{ x }' })).data)}`,
    },
    {
      path: '/broken.xml',
      contentType: 'application/xml',
      maxAgeSeconds: 60,
      render: () => Promise.reject(new Error('the database is away')),
    },
  ],
};

describe('documents at the root of the site', () => {
  it('answers a document with its type and cache lifetime, read through the anonymous GraphQL', async () => {
    expect(await serve([part], source(), '/hello.txt?x=1')).toEqual({
      status: 200,
      cacheControl: 'public, max-age=60',
      text: '/hello.txt {"echo":"{ x }"}',
    });
  });

  it('answers 503 with the Czech message when a document cannot be made, and logs why', async () => {
    const lines: string[] = [];
    expect(await serve([part], source(lines), '/broken.xml')).toEqual({
      status: 503,
      cacheControl: null,
      text: MESSAGES.serverUnavailable,
    });
    expect(lines).toEqual(['/broken.xml could not be made']);
  });

  it('refuses two modules claiming one path', () => {
    expect(() => siteDocuments([part, { documents: [part.documents![0]!] }], source())).toThrow(
      'Two modules serve /hello.txt',
    );
  });
});

it('joins the head tags of every module, in their order', async () => {
  const head = siteHead(
    [
      { head: async ({ path }, page) => `<meta name="a" content="${path} ${page.status}">` },
      {},
      { head: async (_visit, page) => `<meta name="b" content="${page.title}">` },
    ],
    source(),
  );
  const page = { status: 200, title: 'Kurzy', html: '', stateScript: '', modules: [] } satisfies RenderedPage;
  expect(await head({ path: '/courses' } as never, page)).toBe(
    '<meta name="a" content="/courses 200"><meta name="b" content="Kurzy">',
  );
});
