import { errorMessage } from '../errors';
import { fileTooLarge, tooManyFiles, UploadErrorCode } from '../errors/uploads';
import {
  formatFileSize,
  imageShapeProblem,
  pictureCaptionSchema,
  picturePositionSchema,
  pictureUploadSchema,
} from './uploads';

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

describe('imageShapeProblem', () => {
  it('allows sides up to 10 000 px and panoramas up to 20 : 1, either way round', () => {
    expect(imageShapeProblem(10_000, 500)).toBeNull();
    expect(imageShapeProblem(500, 10_000)).toBeNull();
    expect(imageShapeProblem(4032, 3024)).toBeNull();
    expect(imageShapeProblem(1, 1)).toBeNull();
    expect(imageShapeProblem(10_001, 9000)).toBe('side');
    expect(imageShapeProblem(1, 10_000_000)).toBe('side');
    expect(imageShapeProblem(2001, 100)).toBe('aspectRatio');
    expect(imageShapeProblem(1, 21)).toBe('aspectRatio');
  });

  it('is told in Czech with the measured size, and the upload limit with the wait', () => {
    expect(errorMessage(UploadErrorCode.SideTooLong, { width: 1, height: 10_000_000 })).toBe(
      'Obrázek má 1 × 10\u00a0000\u00a0000 px, každá jeho strana smí mít nejvýše 10\u00a0000 px.',
    );
    expect(errorMessage(UploadErrorCode.AspectRatio, { width: 2100, height: 100 })).toBe(
      'Obrázek má 2\u00a0100 × 100 px, příliš protáhlý tvar: delší strana smí být nejvýše 20krát delší než kratší.',
    );
    expect(errorMessage(UploadErrorCode.TooManyUploads, { perMinute: 120, retryAfterMs: 2500 })).toBe(
      'Nahráváte příliš mnoho obrázků najednou (nejvýše 120 za minutu). Zkuste to prosím znovu za 3 sekundy.',
    );
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

describe('pictureCaptionSchema', () => {
  it('trims a caption, takes empty as none, and refuses a long one or control characters', async () => {
    expect(await pictureCaptionSchema.validate({ caption: '  Děti u ohně ' })).toEqual({ caption: 'Děti u ohně' });
    expect(await pictureCaptionSchema.validate({ caption: '   ' })).toEqual({ caption: null });
    expect(await pictureCaptionSchema.validate({})).toEqual({ caption: null });
    expect(await pictureCaptionSchema.validate({ caption: 'a'.repeat(200) })).toEqual({ caption: 'a'.repeat(200) });
    await expect(pictureCaptionSchema.validate({ caption: 'a'.repeat(201) })).rejects.toThrow(
      'Text je příliš dlouhý (nejvýše 200 znaků)',
    );
    await expect(pictureCaptionSchema.validate({ caption: 'a\u0000b' })).rejects.toThrow(
      'Text obsahuje nepovolené řídicí znaky.',
    );
    await expect(pictureCaptionSchema.validate({ caption: ['a'] })).rejects.toThrow('Zadejte text');
  });
});

describe('picturePositionSchema', () => {
  it('counts from one', async () => {
    expect(await picturePositionSchema.validate({ position: 2 })).toEqual({ position: 2 });
    await expect(picturePositionSchema.validate({ position: 0 })).rejects.toThrow('Pořadí obrázku začíná jedničkou');
    await expect(picturePositionSchema.validate({ position: 1.5 })).rejects.toThrow('Zadejte celé číslo');
  });
});
