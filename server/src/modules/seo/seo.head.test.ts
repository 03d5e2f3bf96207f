// The head tags carry text staff typed (titles, descriptions): none of it may end a script or an
// attribute early.
import { renderHead, scriptJson, summary } from './seo.head';

const hostile = 'Keramika</script><script>alert(1)</script> "uvozovky" & \u2028 <!--';

describe('the head tags of a public page', () => {
  it('JSON-LD keeps no `<`, `>` or `&`, and parses back to the same value', () => {
    const json = scriptJson({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it('puts hostile text into attributes and the script escaped', () => {
    const html = renderHead({
      title: 'Kurz | Dětské kroužky',
      description: hostile,
      canonical: 'https://example.cz/course/1?x="a"',
      image: 'https://example.cz/public/a".jpg',
      type: 'article',
      jsonLd: { '@type': 'Course', name: hostile },
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      'content="Keramika&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;uvozovky&quot; &amp;',
    );
    expect(html).toContain('href="https://example.cz/course/1?x=&quot;a&quot;"');
    expect(html).toContain('<meta property="og:image" content="https://example.cz/public/a&quot;.jpg">');
    const script = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(script)).toEqual({ '@type': 'Course', name: hostile });
  });

  it('a page that does not exist is only kept out of search results', () => {
    expect(renderHead({ description: 'x', canonical: 'https://example.cz/x', type: 'website', notFound: true })).toBe(
      '<meta name="robots" content="noindex">',
    );
  });

  it('a description is plain text, cut at a word', () => {
    expect(summary('<p>Malování   a\nkreslení</p>')).toBe('Malování a kreslení');
    expect(summary(`${'slovo '.repeat(60)}`, 30)).toBe('slovo slovo slovo slovo…');
    expect(summary(null)).toBe('');
  });
});
