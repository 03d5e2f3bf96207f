import fc from 'fast-check';
import { normaliseCounterAccount, normaliseOwnAccount, normaliseSymbol } from './fields';
import {
  itemFingerprint,
  parseStatement,
  statementFingerprints,
  StatementError,
  statementPlace,
  statementProblemText,
} from './index';
import { decimalToHaler, jsonAmountToHaler } from './money';
import { camtXml, czIban, fioApiCsv, fioJson, gpcAccount, gpcFile, gpcHeader, gpcItem } from './statement-samples';

function refusal(file: Buffer, options?: Parameters<typeof parseStatement>[1]): StatementError {
  try {
    parseStatement(file, options);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('money', () => {
  it('turns decimal text into haléře exactly', () => {
    const cases: [string, number | null][] = [
      ['1 234,50', 123450],
      ['1234.5', 123450],
      ['-150.00', -15000],
      ['1234.35', 123435],
      ['0.29', 29],
      ['1\u00a0000\u00a0000,01', 100000001],
      ['1500.000', 150000],
      ['+7', 700],
      ['0.001', null],
      ['1,2,3', null],
      ['12 34', null],
      ['1e3', null],
      ['', null],
      ['abc', null],
      ['1.234,50', null],
    ];
    expect(cases.map(([text]) => [text, decimalToHaler(text)])).toEqual(cases);
    expect(jsonAmountToHaler(0.1 + 0.2)).toBeNull();
    expect(jsonAmountToHaler(1e21)).toBeNull();
  });

  it('gives back every amount written with two decimals, whatever floats would make of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99999999999999, max: 99999999999999 }), (haler) => {
        const text = `${haler < 0 ? '-' : ''}${Math.floor(Math.abs(haler) / 100)}.${String(Math.abs(haler) % 100).padStart(2, '0')}`;
        return decimalToHaler(text) === haler && jsonAmountToHaler(Number(text)) === haler;
      }),
    );
  });
});

describe('fields', () => {
  it('normalises symbols and accounts', () => {
    expect([normaliseSymbol('0000001234'), normaliseSymbol('0'), normaliseSymbol(''), normaliseSymbol('12a')]).toEqual([
      '1234',
      null,
      null,
      null,
    ]);
    expect(normaliseSymbol('12345678901')).toBeNull();
    expect(normaliseCounterAccount(czIban('0800', '19-2000145399'))).toBe('19-2000145399/0800');
    expect(normaliseCounterAccount('000019-2000145399', '0800')).toBe('19-2000145399/0800');
    expect(normaliseCounterAccount('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseOwnAccount(czIban('2010', '2000000018'))).toBe('2000000018');
    expect(normaliseOwnAccount('2000000018/2010')).toBe('2000000018');
  });
});

describe('recognising the format from the content', () => {
  const own = gpcAccount('2000000018');
  const files = {
    gpc: gpcFile([gpcHeader({ account: own }), gpcItem({ account: own, amountHaler: 100, code: '2', vs: '1' })]),
    camt053: camtXml({ iban: czIban('2010', '2000000018'), entries: [{ amount: '1.00', endToEndId: '1' }] }),
    'fio-json': fioJson('2000000018', [{ 22: 1, 0: '2024-03-01+0100', 1: 1, 14: 'CZK', 5: '1' }]),
    'fio-csv': fioApiCsv('2000000018', ['1;01.03.2024;1,00;CZK;;;;;;1;;;;;;;;;']),
  };

  it.each(Object.entries(files))('recognises %s, and all read the same account and VS', (format, file) => {
    const statement = parseStatement(file);
    expect(statement.format).toBe(format);
    expect(statement.account).toBe('2000000018');
    expect(statement.items[0]).toMatchObject({ variableSymbol: '1', amountHaler: 100, bookingDate: '2024-03-01' });
  });

  it('refuses what it does not know', () => {
    const unknown = [
      Buffer.from(''),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      Buffer.from('Datum;Částka\n01.03.2024;100\n'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
      Buffer.from('<html><body>výpis</body></html>'),
    ];
    for (const file of unknown) expect(refusal(file).reason).toBe('unknown-format');
    expect(refusal(Buffer.from('hello')).message).toBe(
      'Soubor není bankovní výpis ve známém formátu (ABO/GPC, camt.053, Fio JSON nebo Fio CSV).',
    );
  });

  it('refuses a file over the size limit before reading it', () => {
    expect(refusal(files.gpc, { maxBytes: 100 })).toMatchObject({ reason: 'too-large', line: null });
  });

  it('names lines in Czech, and entries for XML and JSON', () => {
    expect(statementProblemText('bad-date', 12)).toBe('Řádek 12: datum není platné.');
    expect(statementProblemText('bad-amount', 3, 'entry')).toBe('Položka 3: částka není číslo.');
    expect(statementProblemText('several-accounts', null)).toBe(
      'Soubor obsahuje výpisy více účtů; nahrajte každý účet zvlášť.',
    );
    expect([
      statementPlace('gpc'),
      statementPlace('fio-csv'),
      statementPlace('camt053'),
      statementPlace('fio-json'),
    ]).toEqual(['line', 'line', 'entry', 'entry']);
  });
});

describe('fingerprints of movements without a bank id', () => {
  const own = gpcAccount('2000000018');
  const monday = gpcItem({ account: own, amountHaler: 150000, code: '2', vs: '11', dueDate: '040324' });
  const tuesday = gpcItem({ account: own, amountHaler: 150000, code: '2', vs: '12', dueDate: '050324' });
  const wednesday = gpcItem({ account: own, amountHaler: 90000, code: '2', vs: '13', dueDate: '060324' });

  it('are stable across overlapping statements (other lines, other names)', () => {
    const first = parseStatement(gpcFile([gpcHeader({ account: own }), monday, tuesday]));
    const second = parseStatement(
      gpcFile([
        gpcHeader({ account: own }),
        tuesday.replace('                    0', 'NOVAK               0'),
        wednesday,
      ]),
    );
    expect(statementFingerprints(first)[1]).toBe(statementFingerprints(second)[0]);
    expect(new Set([...statementFingerprints(first), ...statementFingerprints(second)]).size).toBe(3);
    expect(itemFingerprint(first.account, first.items[0]!)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keep two identical payments of one day apart', () => {
    const statement = parseStatement(gpcFile([gpcHeader({ account: own }), monday, monday]));
    const [a, b] = statementFingerprints(statement);
    expect(a).not.toBe(b);
    expect(a).toBe(itemFingerprint(statement.account, statement.items[1]!));
  });
});
