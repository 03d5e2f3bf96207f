import { parseStatement, StatementError } from './index';
import {
  encodeCp1250,
  gpcAccount,
  gpcFile,
  gpcHeader,
  gpcInternalAccount,
  gpcItem,
  gpcMessage,
} from './statement.samples';

const own = gpcAccount('2000000018');

function refusal(file: Buffer): StatementError {
  try {
    parseStatement(file);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('ABO/GPC statements', () => {
  it('reads the research sample (Fio flavour) at the documented positions', () => {
    const file = Buffer.from(
      [
        '0740000002000000018SLUNECNICE Z S      29022400000001000000+00000001125000+000000000250000000000001500000001010324              ',
        '0750000002000000018000000123456789900260000000010000001500002000010006600080003080000000000010324NOVAK JAN           00203010324',
        '0750000002000000018000000001900000000260000000020000000250001000202400100030005580000000000010324DODAVATEL SRO       00203010324',
      ]
        .map((line) => `${line}\r\n`)
        .join(''),
      'latin1',
    );
    const statement = parseStatement(file);
    expect(statement).toEqual({
      format: 'gpc',
      account: '2000000018',
      items: [
        {
          line: 2,
          transactionId: '26000000001',
          amountHaler: 150000,
          direction: 'credit',
          reversal: false,
          currency: 'CZK',
          bookingDate: '2024-03-01',
          counterAccount: '1234567899/0800',
          counterName: 'NOVAK JAN',
          variableSymbol: '100066',
          specificSymbol: null,
          constantSymbol: '308',
          message: null,
        },
        {
          line: 3,
          transactionId: '26000000002',
          amountHaler: 25000,
          direction: 'debit',
          reversal: false,
          currency: 'CZK',
          bookingDate: '2024-03-01',
          counterAccount: '19000000/0300',
          counterName: 'DODAVATEL SRO',
          variableSymbol: '2024001',
          specificSymbol: null,
          constantSymbol: '558',
          message: null,
        },
      ],
    });
  });

  it('decodes Windows-1250 names and 078/079 messages, attached to the preceding item', () => {
    const file = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, counter: gpcAccount('19-2000145399'), bank: '0800', id: 7, amountHaler: 123435, code: '2', vs: '0000001234', info: 'Žluťoučký kůň Šťáva' }),
      gpcMessage('078', ['Členský příspěvek – září', 'Ondřej Říha']),
      gpcMessage('079', ['3.B']),
      gpcItem({ account: own, amountHaler: 29, code: '2', vs: '0', ss: '0000000077' }),
    ]); // prettier-ignore
    const [first, second] = parseStatement(file).items;
    expect(first).toMatchObject({
      amountHaler: 123435,
      counterAccount: '19-2000145399/0800',
      counterName: 'Žluťoučký kůň Šťáva',
      variableSymbol: '1234',
      message: 'Členský příspěvek – září Ondřej Říha 3.B',
      transactionId: '7',
    });
    expect(second).toMatchObject({
      line: 5,
      amountHaler: 29,
      variableSymbol: null,
      specificSymbol: '77',
      counterAccount: null,
      transactionId: null,
    });
  });

  it('takes the full counter-party name from a 076 record', () => {
    const file = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, amountHaler: 100, code: '2', info: 'NOVAKOVA J' }),
      `076${'1'.repeat(26)}010324${'Nováková Jana Marie'.padEnd(92)}`,
    ]);
    expect(parseStatement(file).items[0]?.counterName).toBe('Nováková Jana Marie');
  });

  it('reads reversals as 4/5 at most banks: a reversed debit comes in, a reversed credit goes out', () => {
    const file = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, amountHaler: 1000, code: '4' }),
      gpcItem({ account: own, amountHaler: 2000, code: '5' }),
      gpcItem({ account: own, amountHaler: 3000, code: '1' }),
    ]);
    expect(parseStatement(file).items.map(({ direction, reversal }) => [direction, reversal])).toEqual([
      ['credit', true],
      ['debit', true],
      ['debit', false],
    ]);
  });

  it('reads reversals as 3/4 in a Česká spořitelna file (code 3 or its data type 11oo)', () => {
    const byCode = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, amountHaler: 1000, code: '3' }),
      gpcItem({ account: own, amountHaler: 2000, code: '4' }),
    ]);
    expect(parseStatement(byCode).items.map(({ direction, reversal }) => [direction, reversal])).toEqual([
      ['credit', true],
      ['debit', true],
    ]);
    const byDataType = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, amountHaler: 2000, code: '4', dataType: '1101' }),
    ]);
    expect(parseStatement(byDataType).items[0]).toMatchObject({ direction: 'debit', reversal: true, currency: 'CZK' });
    const forced = gpcFile([gpcHeader({ account: own }), gpcItem({ account: own, amountHaler: 2000, code: '4' })]);
    expect(parseStatement(forced, { gpc: { reversalCodes: 'ceska-sporitelna' } }).items[0]?.direction).toBe('debit');
  });

  it('reads the currency from Fio’s data type, and never calls an unknown one CZK', () => {
    const file = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, amountHaler: 1590, code: '2', dataType: '0978' }),
      gpcItem({ account: own, amountHaler: 100, code: '2', dataType: '0999' }),
    ]);
    expect(parseStatement(file).items.map((item) => item.currency)).toEqual(['EUR', 'XXX']);
  });

  it('un-permutes KB’s internal account numbers (the KB document’s own examples)', () => {
    expect(gpcInternalAccount('500005-2267180257')).toBe('7258226710500005');
    const kbOwn = gpcInternalAccount('1107340237');
    const file = gpcFile([
      gpcHeader({ account: kbOwn }),
      gpcItem({ account: kbOwn, counter: '7258226710500005', bank: '0100', amountHaler: 5000, code: '2', valueDate: '000000' }),
    ]); // prettier-ignore
    const statement = parseStatement(file);
    expect(statement.account).toBe('1107340237');
    expect(statement.items[0]).toMatchObject({ counterAccount: '500005-2267180257/0100', bookingDate: '2024-03-01' });
  });

  it('tolerates LF line ends, a header without its filler and a final end-of-file mark', () => {
    const text = [
      gpcHeader({ account: own }).trimEnd(),
      gpcItem({ account: own, amountHaler: 150000, code: '2', vs: '42', dueDate: '150324' }),
      '\u001a',
    ].join('\n');
    const statement = parseStatement(encodeCp1250(text));
    expect(statement.items).toHaveLength(1);
    expect(statement.items[0]).toMatchObject({ line: 2, bookingDate: '2024-03-15', variableSymbol: '42' });
  });

  it('refuses a short item line, naming it', () => {
    const error = refusal(
      gpcFile([
        gpcHeader({ account: own }),
        gpcItem({ account: own, amountHaler: 1, code: '2' }),
        '075' + own + '0000',
      ]),
    );
    expect(error).toMatchObject({ reason: 'short-line', line: 3 });
    expect(error.message).toBe('Řádek 3: řádek je kratší, než formát předepisuje. (23 znaků místo 128)');
  });

  it('refuses a bad amount, a bad date and an unknown accounting code, naming the line', () => {
    const header = gpcHeader({ account: own });
    const amount = refusal(gpcFile([header, gpcItem({ account: own, amountHaler: 0, amountField: '00000001500,', code: '2' })]));
    expect(amount).toMatchObject({ reason: 'bad-amount', line: 2 });
    expect(amount.message).toMatch(/^Řádek 2: částka není číslo\./);
    const date = refusal(gpcFile([header, gpcItem({ account: own, amountHaler: 1, code: '2' }), gpcItem({ account: own, amountHaler: 1, code: '2', dueDate: '320224' })]));
    expect(date).toMatchObject({ reason: 'bad-date', line: 3 });
    expect(refusal(gpcFile([header, gpcItem({ account: own, amountHaler: 1, code: '7' })]))).toMatchObject({
      reason: 'bad-direction',
      line: 2,
    });
  }); // prettier-ignore

  it('refuses an unknown record, detail lines without an item and files of several accounts', () => {
    const header = gpcHeader({ account: own });
    expect(refusal(gpcFile([header, 'XYZ' + ' '.repeat(125)]))).toMatchObject({ reason: 'malformed', line: 2 });
    expect(refusal(gpcFile([header, gpcMessage('078', ['text'])]))).toMatchObject({ reason: 'malformed', line: 2 });
    const other = gpcAccount('123457');
    expect(
      refusal(gpcFile([header, gpcItem({ account: own, amountHaler: 1, code: '2' }), gpcHeader({ account: other })])),
    ).toMatchObject({ reason: 'several-accounts', line: 3 });
  });

  it('keeps several statements of one account and refuses more items than allowed', () => {
    const file = gpcFile([
      gpcHeader({ account: own }),
      gpcItem({ account: own, amountHaler: 1, code: '2' }),
      gpcHeader({ account: own, postingDate: '020324' }),
      gpcItem({ account: own, amountHaler: 2, code: '2', valueDate: '000000', dueDate: '000000' }),
    ]);
    const statement = parseStatement(file);
    expect(statement.items.map((item) => [item.line, item.bookingDate])).toEqual([
      [2, '2024-03-01'],
      [4, '2024-03-02'],
    ]);
    expect(() => parseStatement(file, { maxItems: 1 })).toThrow(expect.objectContaining({ reason: 'too-large' }));
  });
});
