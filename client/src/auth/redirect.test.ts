import { adminTarget, loginPath } from './redirect';

// Where the login returns to: only a page of this site's back-office, whatever the link says.

describe('the login return address', () => {
  it('is the back-office page the visitor came from, filters and all', () => {
    expect(adminTarget('/admin/registrations?q=nov%C3%A1k&paid=no&page=2#grid')).toBe(
      '/admin/registrations?q=nov%C3%A1k&paid=no&page=2#grid',
    );
    expect(adminTarget('/admin')).toBe('/admin');
    expect(adminTarget('/admin/news')).toBe('/admin/news');
  });

  it('is the default back-office page for anything else: never another site', () => {
    for (const hostile of [
      null,
      undefined,
      '',
      'https://evil.example',
      'https://evil.example/admin/news',
      '//evil.example',
      '//evil.example/admin',
      '/\\evil.example',
      '/\\/evil.example/admin',
      '\\\\evil.example',
      'javascript:alert(1)',
      'admin/news',
      '/admin/../login',
      '/admin/%2e%2e/%2e%2e/evil',
      '/administrator',
      '/courses',
      '/admin\t/news',
      '/admin/news\n',
      ' /admin/news',
      `/admin/${'x'.repeat(3000)}`,
    ])
      expect(adminTarget(hostile)).toBe('/admin/news');
  });

  it('is carried by the login address, readable back', () => {
    const path = loginPath({ pathname: '/admin/registrations', search: '?q=nov%C3%A1k&from=2026-09-01', hash: '' });
    const from = new URL(path, 'https://kurzy.test').searchParams.get('from');
    expect(path.startsWith('/login?from=')).toBe(true);
    expect(from).toBe('/admin/registrations?q=nov%C3%A1k&from=2026-09-01');
    expect(adminTarget(from)).toBe(from);
  });
});
