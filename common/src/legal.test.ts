import { disallowedLegalLinks, isAllowedLegalLink, parseLegalMarkup } from './legal';
import { legalTextSchema } from './validation/legal';

describe('the markup of legal texts', () => {
  it('reads headings, paragraphs, lists and links', () => {
    expect(
      parseLegalMarkup(
        '## 1. Úvod\n\nPrvní řádek\ndruhý [podmínky](/conditions).\n\n- jedna\n  pokračuje\n- [web](https://example.cz)',
      ),
    ).toEqual([
      { type: 'heading', content: [{ type: 'text', text: '1. Úvod' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'První řádek druhý ' },
          { type: 'link', text: 'podmínky', href: '/conditions' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        items: [
          [{ type: 'text', text: 'jedna pokračuje' }],
          [{ type: 'link', text: 'web', href: 'https://example.cz' }],
        ],
      },
    ]);
  });

  it('leaves a link to anywhere but our pages or https as text, and the validation names it', async () => {
    for (const href of ['javascript:void', '//evil.example', 'http://example.cz', 'data:text/html,x', '/\\evil'])
      expect(isAllowedLegalLink(href)).toBe(false);
    expect(parseLegalMarkup('[x](javascript:void)')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: '[x](javascript:void)' }] },
    ]);
    expect(disallowedLegalLinks('[a](/gdpr) [b](http://x.cz)')).toEqual(['http://x.cz']);
    await expect(legalTextSchema.validate({ body: '[b](http://x.cz)' })).rejects.toThrow(
      'Text dokumentu: odkaz „http://x.cz“ smí vést jen na stránku tohoto webu (/…) nebo na adresu https://',
    );
    await expect(legalTextSchema.validate({ body: 'x'.repeat(50_001) })).rejects.toThrow(/příliš dlouhý/);
  });

  // The process's CPU time (a busy machine does not count), against a bound quadratic work would pass many times over.
  // (common has no Node types: it is the browser's too; jest runs it in Node.)
  const { process } = globalThis as unknown as {
    process: { cpuUsage(since?: { user: number; system: number }): { user: number; system: number } };
  };
  it('reads a body full of brackets in linear time', () => {
    const started = process.cpuUsage();
    disallowedLegalLinks('['.repeat(50_000));
    disallowedLegalLinks('[a]('.repeat(12_000));
    disallowedLegalLinks(`${'[\n'.repeat(20_000)}]`);
    disallowedLegalLinks(`[a](${' '.repeat(40_000)})`);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(1500);
  });
});
