import fc from 'fast-check';
import { normaliseCounterAccount, normaliseOwnAccount, normaliseSymbol } from './statement.fields';
import {
  itemFingerprint,
  parseStatement,
  statementFingerprints,
  StatementError,
  statementPlace,
  statementProblemText,
} from './index';
import { XML_LIMITS } from './statement.camt053';
import { decimalToHaler, jsonAmountToHaler } from './statement.money';
import { movementKeys } from './statement.keys';
import { PARSE_IN_PLACE_BYTES, parseStatementAsync } from './statement.parse-async';
import { camtXml, czIban, fioApiCsv, fioJson, gpcAccount, gpcFile, gpcHeader, gpcItem } from './statement.samples';

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

const cpuMillisSince = (started: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / 1000;
};

describe('hostile files (issue 38, findings 3 and 6)', () => {
  const own = gpcAccount('2000000018');
  const seeds = [
    gpcFile([gpcHeader({ account: own }), gpcItem({ account: own, id: 7, amountHaler: 100, code: '2', vs: '1' })]),
    camtXml({ iban: czIban('2010', '2000000018'), entries: [{ amount: '1.00', ref: '7', message: 'Zpráva' }] }),
    fioJson('2000000018', [{ 22: 7, 0: '2024-03-01+0100', 1: 1, 14: 'CZK', 5: '1', 16: 'Zpráva' }]),
    fioApiCsv('2000000018', ['7;01.03.2024;1,00;CZK;123/0100;Jana;0100;;;1;;;Zpráva;;;;;;']),
  ];

  // How fast is the bench's to say (hostile-statements); these tests only tell linear from quadratic, by the
  // process's CPU time (a busy machine does not count) against a bound quadratic work would pass a hundredfold.
  it('the CSV reader is linear: a cell of `a` and 400 KB of quotes reads without quadratic work', () => {
    const header = fioApiCsv('2000000018', []).toString('utf8');
    const file = Buffer.from(`${header}a${'"'.repeat(400_000)};01.03.2024;1,00;CZK\r\n`, 'utf8');
    const started = process.cpuUsage();
    const statement = parseStatement(file);
    expect(statement.items[0]!.transactionId).toBe(`a${'"'.repeat(400_000)}`);
    expect(cpuMillisSince(started)).toBeLessThan(3000);
  });

  it('XML is held to element, attribute and depth limits before it is parsed', () => {
    const wrap = (inner: string) => Buffer.from(`<?xml version="1.0"?><Document>${inner}</Document>`);
    expect(refusal(wrap('<a/>'.repeat(XML_LIMITS.elements + 1)))).toMatchObject({ reason: 'too-large' });
    expect(
      refusal(wrap(`<a ${Array.from({ length: 1000 }, (_, i) => `b${i}="1"`).join(' ')}/>`.repeat(201))),
    ).toMatchObject({ reason: 'too-large' });
    expect(refusal(wrap(`${'<a>'.repeat(XML_LIMITS.depth)}${'</a>'.repeat(XML_LIMITS.depth)}`))).toMatchObject({
      reason: 'too-large',
    });
  });

  it('a large file is parsed and keyed on a worker thread: the event loop keeps turning, the answer is the same', async () => {
    const entries = Array.from({ length: 1500 }, (_, index) => ({
      amount: '1500.00',
      ref: String(26_000_000_000 + index),
      references: [`VS:${index + 1}`],
      message: 'Platba za kroužek '.repeat(3),
    }));
    const file = camtXml({ iban: czIban('2010', '2000000018'), entries });
    expect(file.byteLength).toBeGreaterThan(PARSE_IN_PLACE_BYTES);
    // Parsed in place, no timer could fire before the answer; on a worker the loop keeps turning meanwhile.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    try {
      const statement = await parseStatementAsync(file);
      expect(ticks).toBeGreaterThan(0);
      const inPlace = parseStatement(file);
      expect(statement).toEqual({ ...inPlace, keys: movementKeys(inPlace) });
    } finally {
      clearInterval(ticker);
    }
    const broken = Buffer.concat([file.subarray(0, file.byteLength - 40), Buffer.from('<Ntry><Amt>x</Amt>')]);
    await expect(parseStatementAsync(broken)).rejects.toBeInstanceOf(StatementError);
  });

  it('every parser answers hostile bytes with a statement or a StatementError, and what it reads is storable (property)', () => {
    const hostile = fc.oneof(
      fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
      fc
        .tuple(
          fc.constantFrom(...seeds),
          fc.array(
            fc.tuple(
              fc.nat(),
              fc.constantFrom(
                '\u0000',
                '"',
                ';',
                '\n',
                '<',
                '>',
                '&#0;',
                '&#1;',
                '9'.repeat(30),
                '-',
                '0,00',
                '\ud800',
                '\ufeff',
                '1e400',
              ),
            ),
            { minLength: 1, maxLength: 5 },
          ),
        )
        .map(([seed, edits]) => {
          let text = seed.toString('utf8');
          for (const [at, insert] of edits) {
            const position = at % (text.length + 1);
            text = text.slice(0, position) + insert + text.slice(position + 1);
          }
          return Buffer.from(text, 'utf8');
        }),
    );
    fc.assert(
      fc.property(hostile, (file) => {
        let statement;
        try {
          statement = parseStatement(file);
        } catch (error) {
          if (error instanceof StatementError) return;
          throw error;
        }
        for (const item of statement.items) {
          expect(Number.isSafeInteger(item.amountHaler) && item.amountHaler >= 0).toBe(true);
          expect(item.bookingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          for (const value of [
            item.transactionId,
            item.counterName,
            item.message,
            item.counterAccount,
            statement.account,
          ])
            // eslint-disable-next-line no-control-regex -- control characters are what it finds
            expect(value ?? '').not.toMatch(/[\u0000-\u0008\u000e-\u001f]/);
        }
      }),
      { numRuns: 400, seed: 38 },
    );
  });
});
