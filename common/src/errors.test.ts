import {
  ERROR_KINDS,
  ERROR_TABLES,
  ERRORS,
  errorFieldMessage,
  errorKind,
  errorMessage,
  FilterErrorCode,
  isErrorCode,
  RegistrationErrorCode,
  UploadErrorCode,
  type ErrorEntry,
} from './errors';

const entries = Object.entries(ERRORS) as [string, ErrorEntry][];

describe('the error catalogue', () => {
  it('gives every code a kind and a Czech text', () => {
    for (const [code, { kind, message, fieldMessage }] of entries) {
      expect({ code, kind: ERROR_KINDS.includes(kind) }).toEqual({ code, kind: true });
      for (const text of [message, fieldMessage ?? message])
        expect({ code, text: typeof text === 'function' || text.trim().length > 0 }).toEqual({ code, text: true });
    }
  });

  it('declares each code once, each domain under its own prefix', () => {
    const declared = ERROR_TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(declared).size).toBe(declared.length);
    expect(entries).toHaveLength(declared.length);
    const prefixes = ERROR_TABLES.map((table) => {
      const ofTable = new Set(Object.keys(table).map((code) => code.split('_')[0]));
      expect(ofTable.size).toBe(1);
      return [...ofTable][0];
    });
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('writes each text once', () => {
    const texts = entries.map(([, { message }]) => message).filter((text) => typeof text === 'string');
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('writes texts with parameters, and field texts where they differ', () => {
    expect(errorMessage(RegistrationErrorCode.NotFound)).toBe('Přihláška nebyla nalezena.');
    expect(errorMessage(RegistrationErrorCode.BatchSize, { max: 1000 })).toBe('Vyberte 1 až 1000 přihlášek.');
    expect(errorMessage(RegistrationErrorCode.TooManyFromAddress, { retryAfterMs: 61_000 })).toMatch(/za 2 minuty\.$/);
    expect(errorMessage(UploadErrorCode.FileTooLarge, { maxBytes: 10 * 1024 * 1024 })).toBe(
      'Soubor je příliš velký (nejvýše 10 MB).',
    );
    expect(errorMessage(FilterErrorCode.TooLong, { field: 'title', max: 200 })).toBe(
      'Filtr title: Hledaný text je příliš dlouhý (nejvýše 200 znaků).',
    );
    expect(errorFieldMessage(FilterErrorCode.TooLong, { field: 'title', max: 200 })).toBe(
      'Hledaný text je příliš dlouhý (nejvýše 200 znaků).',
    );
    expect(errorFieldMessage(RegistrationErrorCode.NoFreePlace)).toBe(errorMessage(RegistrationErrorCode.NoFreePlace));
  });

  it('tells a code from anything else', () => {
    expect(isErrorCode(RegistrationErrorCode.Full)).toBe(true);
    expect(errorKind(RegistrationErrorCode.Full)).toBe('CONFLICT');
    expect(isErrorCode('CONFLICT')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
