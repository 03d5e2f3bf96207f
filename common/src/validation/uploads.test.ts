import { fileTooLarge, tooManyFiles } from '../errors/uploads';
import { formatFileSize, pictureUploadSchema } from './uploads';

describe('upload messages', () => {
  it('name the limits in Czech', () => {
    expect(fileTooLarge(10 * 1024 * 1024)).toBe('Soubor je příliš velký (nejvýše 10 MB).');
    expect(tooManyFiles(20)).toBe('Příliš mnoho souborů najednou (nejvýše 20).');
  });

  it('write sizes the way file managers do, with a decimal comma', () => {
    expect(formatFileSize(4 * 1024 * 1024)).toBe('4 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatFileSize(200 * 1024)).toBe('200 kB');
    expect(formatFileSize(900)).toBe('900 B');
  });
});

describe('pictureUploadSchema', () => {
  it('needs a known owner and its id; illustration defaults to false', async () => {
    expect(await pictureUploadSchema.validate({ owner: 'gallery', ownerId: 3 })).toEqual({
      owner: 'gallery',
      ownerId: 3,
      illustration: false,
    });
    await expect(pictureUploadSchema.validate({ owner: 'registration', ownerId: 3 })).rejects.toThrow(
      'Vyberte, k čemu obrázek patří',
    );
    await expect(pictureUploadSchema.validate({ owner: 'course', ownerId: 0 })).rejects.toThrow('Toto pole je povinné');
  });
});
