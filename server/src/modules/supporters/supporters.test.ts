import { useTestApp } from '../../test/app';
import { crudDocuments } from '../../test/crud-documents';
import type { TestDatabase } from '../../test/database';
import type { RunningApp } from '../../test/http';
import { png } from '../../test/images';
import { restClient } from '../../test/rest';

let database: TestDatabase;
let app: RunningApp;
let admin: Record<string, string>;
let lector: Record<string, string>;
const anonymous = {};

useTestApp((started) => ({ database, app, admin, lector } = started));

const query = (sql: string, parameters: unknown[] = []) => database.dataSource.query(sql, parameters);

beforeEach(async () => {
  await query('TRUNCATE supporter RESTART IDENTITY');
  await query(`DELETE FROM picture WHERE owner = 'supporter'`);
});

const { LIST, CREATE, UPDATE, DELETE } = crudDocuments({
  type: 'Supporter',
  plural: 'supporters',
  fields: 'id name url position logo { id path width height }',
  listFields: 'id name url position logo { id path width height }',
  searchFields: 'id name',
});

const UPLOAD = `mutation ($ownerId: Int!, $files: [Upload!]!) {
  uploadPictures(owner: supporter, ownerId: $ownerId, files: $files) { id path }
}`;

type Supporter = {
  id: number;
  name: string;
  url: string;
  position: number;
  logo: { id: number; path: string; width: number; height: number } | null;
};
type Errors = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const errorOf = (body: Errors) => body.errors?.[0];

async function list(headers: Record<string, string> = anonymous): Promise<Supporter[]> {
  const { body } = await app.graphql<{ supporters: Supporter[] }>(LIST, {}, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.supporters;
}

async function create(input: Record<string, unknown>, headers = admin) {
  return app.graphql<{ createSupporter: Supporter }>(CREATE, { input }, headers);
}

async function uploadLogo(ownerId: number, headers = admin) {
  const data = await png(300, 150);
  return app.multipart<{ uploadPictures: { id: number; path: string }[] }>(
    UPLOAD,
    { ownerId, files: [null] },
    [{ path: 'variables.files.0', name: 'logo.png', data, type: 'image/png' }],
    { headers },
  );
}

describe('supporters', () => {
  it('an administrator creates, orders, edits and deletes supporters; everybody reads them in order', async () => {
    const first = await create({ name: ' Město Brno ', url: 'https://www.brno.cz/', position: 2 });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.createSupporter).toMatchObject({
      name: 'Město Brno',
      url: 'https://www.brno.cz/',
      position: 2,
      logo: null,
    });
    const second = await create({ name: 'Pekárna', url: 'https://example.com/pekarna' });
    expect(second.body.data?.createSupporter.position).toBe(0);
    expect((await list()).map((supporter) => supporter.name)).toEqual(['Pekárna', 'Město Brno']);

    const id = first.body.data!.createSupporter.id;
    const updated = await app.graphql<{ updateSupporter: Supporter }>(
      UPDATE,
      { id, input: { name: 'Statutární město Brno', url: 'https://brno.cz', position: 0 } },
      admin,
    );
    expect(updated.body.data?.updateSupporter).toMatchObject({ name: 'Statutární město Brno', position: 0 });
    // Equal positions: the older one first.
    expect((await list(lector)).map((supporter) => supporter.name)).toEqual(['Statutární město Brno', 'Pekárna']);

    expect((await app.graphql(DELETE, { id }, admin)).body.data).toEqual({ deleteSupporter: true });
    expect((await list()).map((supporter) => supporter.name)).toEqual(['Pekárna']);
  });

  it('refuses a missing name, a missing link and a link that is not https, naming the field, and stores nothing', async () => {
    const missing = await create({ name: '', url: ' ' });
    expect(errorOf(missing.body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      domainCode: 'REQUEST_INVALID_INPUT',
      fieldErrors: { name: 'Toto pole je povinné', url: 'Toto pole je povinné' },
      params: { fields: ['name', 'url'] },
    });
    for (const url of ['http://www.brno.cz/', 'javascript:alert(1)', 'ftp://example.com/x', 'brno.cz']) {
      const refused = await create({ name: 'Brno', url });
      expect(errorOf(refused.body)?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(errorOf(refused.body)?.extensions?.fieldErrors as object)).toEqual(['url']);
    }
    const http = await create({ name: 'Brno', url: 'http://www.brno.cz/' });
    expect(errorOf(http.body)?.extensions?.fieldErrors).toEqual({
      url: 'Odkaz musí být zabezpečená adresa začínající https://',
    });
    const negative = await create({ name: 'Brno', url: 'https://brno.cz', position: -1 });
    expect(errorOf(negative.body)?.extensions?.fieldErrors).toEqual({ position: 'Hodnota nemůže být menší než nula' });
    expect(await list()).toEqual([]);
  });

  it('lets only administrators write: lectors are forbidden, anonymous visitors asked to log in', async () => {
    const id = (await create({ name: 'Brno', url: 'https://brno.cz' })).body.data!.createSupporter.id;
    const input = { name: 'Cizí', url: 'https://example.com' };
    for (const [headers, code] of [
      [lector, 'FORBIDDEN'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      for (const [document, variables] of [
        [CREATE, { input }],
        [UPDATE, { id, input }],
        [DELETE, { id }],
      ] as const) {
        const { body } = await app.graphql(document, variables, headers);
        expect(errorOf(body)?.extensions?.code).toBe(code);
      }
      expect(errorOf((await uploadLogo(id, headers)).body!)?.extensions?.code).toBe(code);
    }
    expect((await list()).map((supporter) => supporter.name)).toEqual(['Brno']);
    expect(Number((await query(`SELECT count(*) FROM picture WHERE owner = 'supporter'`))[0].count)).toBe(0);
  });

  it('takes an uploaded picture as the logo, the newest one replacing the older, and deletes it with the supporter', async () => {
    const id = (await create({ name: 'Brno', url: 'https://brno.cz' })).body.data!.createSupporter.id;
    const firstUpload = await uploadLogo(id);
    expect(firstUpload.body?.errors).toBeUndefined();
    const secondUpload = await uploadLogo(id);
    const newest = secondUpload.body!.data!.uploadPictures[0]!;
    const [supporter] = await list();
    expect(supporter?.logo).toMatchObject({ id: newest.id, path: newest.path });
    expect(supporter?.logo?.width).toBeGreaterThan(0);

    // REST presents the same logo.
    const api = restClient(app);
    const rest = await api('GET', `/supporters/${id}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id, name: 'Brno', logo: { id: newest.id, path: newest.path } });

    const served = (path: string) => fetch(`${app.url}/public/${path}`).then((response) => response.status);
    expect(await served(newest.path)).toBe(200);
    expect((await app.graphql(DELETE, { id }, admin)).body.data).toEqual({ deleteSupporter: true });
    expect(Number((await query(`SELECT count(*) FROM picture WHERE owner = 'supporter'`))[0].count)).toBe(0);
    expect(await served(newest.path)).toBe(404);
  });

  it('refuses a logo for a supporter that does not exist and a file that is not an image', async () => {
    const gone = await uploadLogo(999);
    expect(errorOf(gone.body!)).toMatchObject({ message: 'Podporovatel nebyl nalezen.' });
    const id = (await create({ name: 'Brno', url: 'https://brno.cz' })).body.data!.createSupporter.id;
    const svg = await app.multipart(
      UPLOAD,
      { ownerId: id, files: [null] },
      [
        {
          path: 'variables.files.0',
          name: 'logo.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          type: 'image/svg+xml',
        },
      ],
      { headers: admin },
    );
    expect(errorOf(svg.body!)?.extensions?.code).toBeDefined();
    expect((await list())[0]?.logo).toBeNull();
  });
});
