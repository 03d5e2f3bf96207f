// One file-naming scheme for the domain modules (issue 39, item 6), kept by this test:
// - a file of a module's folder is `<domain>.<part>.ts`, the domain being the folder's module (the stem of
//   its one `*.module.ts`; a folder without a module, e.g. `payments/statements/`, is named after its
//   domain: `statement.*`), or `<entity>.<part>.ts` for an entity of that folder (`picture.service.ts`
//   beside `picture.entity.ts`); a sub-area is a further part (`attendance.matrix.rest.ts`), and a
//   sub-area with a module of its own is a sub-folder (`payments/refunds/`);
// - GraphQL inputs (`@InputType`, `@ArgsType`) live in `*.inputs.ts`, output types (`@ObjectType`) in
//   `*.types.ts` or on the entity (`*.entity.ts`), never in a resolver or a service.
// Tests are named by what they test and are not held to it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.join(__dirname, 'modules');

interface Folder {
  dir: string;
  files: string[];
}

function folders(dir: string): Folder[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => entry.name);
  const below = entries
    .filter((entry) => entry.isDirectory() && entry.name !== 'fixtures')
    .flatMap((entry) => folders(path.join(dir, entry.name)));
  return [{ dir, files }, ...below];
}

const relative = (dir: string, file: string) => path.relative(MODULES, path.join(dir, file));
const stemOf = (file: string) => file.split('.')[0]!;
const allFolders = folders(MODULES).filter(({ dir }) => dir !== MODULES);

describe('file names of the domain modules', () => {
  it('each folder has at most one module', () => {
    const crowded = allFolders
      .map(({ dir, files }) => files.filter((file) => file.endsWith('.module.ts')).map((file) => relative(dir, file)))
      .filter((modules) => modules.length > 1);
    expect(crowded).toEqual([]);
  });

  it('every file is <domain>.<part>.ts or <entity>.<part>.ts of its folder', () => {
    const misnamed: string[] = [];
    for (const { dir, files } of allFolders) {
      const module = files.find((file) => file.endsWith('.module.ts'));
      const folder = path.basename(dir);
      const domains = module ? [stemOf(module)] : [folder.replace(/s$/, ''), folder];
      const entities = files.filter((file) => file.endsWith('.entity.ts')).map(stemOf);
      for (const file of files) {
        if (file === 'index.ts' || file.endsWith('.entity.ts')) continue;
        const stem = stemOf(file);
        if (!domains.includes(stem) && !entities.includes(stem)) misnamed.push(relative(dir, file));
      }
    }
    expect(misnamed).toEqual([]);
  });

  it('GraphQL inputs are in *.inputs.ts and output types in *.types.ts or entities', () => {
    const misplaced: string[] = [];
    for (const { dir, files } of allFolders) {
      for (const file of files) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        if (/@(InputType|ArgsType)\(/.test(text) && !file.endsWith('.inputs.ts')) misplaced.push(relative(dir, file));
        if (/@ObjectType\(/.test(text) && !/\.(types|entity)\.ts$/.test(file)) misplaced.push(relative(dir, file));
      }
    }
    expect(misplaced).toEqual([]);
  });
});
