import { parseStatement, StatementError } from './index';
import { fioApiCsv, fioBankingCsv, fioJson, fioOldCsv } from './statement.samples';

function refusal(file: Buffer): StatementError {
  try {
    parseStatement(file);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const sample = {
  22: 26000000001,
  0: '2024-03-01+0100',
  1: 1500.0,
  14: 'CZK',
  2: '1234567899',
  10: 'Novák Jan',
  3: '0800',
  12: 'Česká spořitelna, a.s.',
  4: '0308',
  5: '100066',
  7: 'Novák Jan',
  16: 'Členský příspěvek 2024',
  8: 'Bezhotovostní příjem',
  26: 'GIBACZPXXXX',
  17: 27000000001,
};

describe('Fio API JSON', () => {
  it('reads the research sample by column keys', () => {
    expect(parseStatement(fioJson('2000000018', [sample]))).toEqual({
      format: 'fio-json',
      account: '2000000018',
      items: [
        {
          line: 1,
          transactionId: '26000000001',
          amountHaler: 150000,
          direction: 'credit',
          reversal: false,
          currency: 'CZK',
          bookingDate: '2024-03-01',
          counterAccount: '1234567899/0800',
          counterName: 'Novák Jan',
          variableSymbol: '100066',
          specificSymbol: null,
          constantSymbol: '308',
          message: 'Členský příspěvek 2024',
        },
      ],
    });
  });

  it('reads both date forms, Prague’s calendar date for epoch milliseconds', () => {
    const items = parseStatement(
      fioJson('2000000018', [
        { ...sample, 0: '2016-08-03+0200' },
        { ...sample, 0: 1340661600000 }, // 2012-06-26 00:00 CEST, 2012-06-25 in UTC
        { ...sample, 0: Date.UTC(2024, 1, 29, 23, 30) }, // already 1 March in Prague
      ]),
    ).items;
    expect(items.map((item) => item.bookingDate)).toEqual(['2016-08-03', '2012-06-26', '2024-03-01']);
  });

  it('reads amounts exactly, debits by sign, leading zeros, foreign currency and corrections', () => {
    const items = parseStatement(
      fioJson('2000000018', [
        { ...sample, 1: 1234.35, 5: '0001', 6: '000' },
        { ...sample, 1: 0.29 },
        { ...sample, 1: -250, 8: 'Bezhotovostní platba', 2: '19-2000145399' },
        { ...sample, 1: 15.9, 14: 'EUR', 2: 'DE89370400440532013000', 3: null },
        { ...sample, 1: -1500, 8: 'Opravný pohyb' },
      ]),
    ).items;
    expect(items.map((i) => [i.amountHaler, i.direction, i.reversal, i.currency, i.variableSymbol, i.specificSymbol, i.counterAccount])).toEqual([
      [123435, 'credit', false, 'CZK', '1', null, '1234567899/0800'],
      [29, 'credit', false, 'CZK', '100066', null, '1234567899/0800'],
      [25000, 'debit', false, 'CZK', '100066', null, '19-2000145399/0800'],
      [1590, 'credit', false, 'EUR', '100066', null, 'DE89370400440532013000'],
      [150000, 'debit', true, 'CZK', '100066', null, '1234567899/0800'],
    ]); // prettier-ignore
  });

  it('refuses an amount that is not whole haléře rather than rounding it (0.1 + 0.2)', () => {
    const error = refusal(fioJson('2000000018', [sample, { ...sample, 1: 0.1 + 0.2 }]));
    expect(error).toMatchObject({ reason: 'bad-amount', line: 2, place: 'entry' });
    expect(error.message).toBe('Položka 2: částka není číslo. (0.30000000000000004)');
  });

  it('refuses a bad date, broken JSON (naming its line) and JSON that is not a Fio statement', () => {
    expect(refusal(fioJson('2000000018', [{ ...sample, 0: '2024-13-01+0100' }]))).toMatchObject({
      reason: 'bad-date',
      line: 1,
    });
    const broken = refusal(fioJson('2000000018', [sample], (json) => json.replace('"CZK"', '"CZK",,')));
    expect(broken.reason).toBe('malformed');
    expect(broken.line).toBeGreaterThan(1);
    expect(refusal(Buffer.from('{"hello": "world"}')).reason).toBe('unknown-format');
  });
});

describe('Fio CSV exports', () => {
  it('reads the API’s CSV (UTF-8, plain preamble, ID pohybu)', () => {
    const statement = parseStatement(
      fioApiCsv('2000000018', [
        '26000000001;01.03.2024;1500,00;CZK;1234567899;"Novák Jan";0800;"Česká spořitelna, a.s.";0308;100066;;"Novák Jan";"Členský příspěvek 2024";Bezhotovostní příjem;;;;GIBACZPXXXX;27000000001',
        '26000000002;01.03.2024;-250,00;CZK;19000000;;0300;"Československá obchodní banka, a. s.";0558;2024001;;;;Bezhotovostní platba;"Novák, Jan";;;;27000000002;',
      ]),
    );
    expect(statement.format).toBe('fio-csv');
    expect(statement.account).toBe('2000000018');
    expect(statement.items).toEqual([
      {
        line: 7,
        transactionId: '26000000001',
        amountHaler: 150000,
        direction: 'credit',
        reversal: false,
        currency: 'CZK',
        bookingDate: '2024-03-01',
        counterAccount: '1234567899/0800',
        counterName: 'Novák Jan',
        variableSymbol: '100066',
        specificSymbol: null,
        constantSymbol: '308',
        message: 'Členský příspěvek 2024',
      },
      expect.objectContaining({ line: 8, amountHaler: 25000, direction: 'debit', counterAccount: '19000000/0300' }),
    ]);
  });

  it('reads internet banking’s export (BOM, quoted, ID operace, Poznámka twice, grouped thousands)', () => {
    const row = (id: string, amount: string, vs: string, message: string) => [
      id, '02.03.2024', amount, 'CZK', '2000145399', 'Nováková, "Jana"', '0800', 'ČS', '', vs, '', 'pozn', message,
      'Bezhotovostní příjem', '', '', '', '', '',
    ]; // prettier-ignore
    const statement = parseStatement(
      fioBankingCsv('2000000018', [row('1', '1 234,35', '000123', 'Za\nkroužek'), row('2', '0,29', '', '')]),
    );
    expect(statement.account).toBe('2000000018');
    expect(statement.items.map((i) => [i.line, i.transactionId, i.amountHaler, i.variableSymbol, i.counterName, i.message])).toEqual([
      [7, '1', 123435, '123', 'Nováková, "Jana"', 'Za kroužek'],
      [9, '2', 29, null, 'Nováková, "Jana"', null],
    ]); // prettier-ignore
  });

  it('reads an old Windows-1250 export with a prose preamble, chosen column order and a Suma row', () => {
    const header = ['Datum', 'Objem', 'VS', 'ID operace', 'Měna', 'Zpráva pro příjemce', 'Protiúčet', 'Kód banky'];
    const statement = parseStatement(
      fioOldCsv('2000000018/2010', header, [
        ['05.03.2024', '-1 500,00', '7', '42', 'EUR', 'Záloha – tábor', '', ''],
        ['06.03.2024', '300,10', '0', '43', 'CZK', 'Šárka Žáková', '123-456789', '2700'],
      ]),
    );
    expect(statement.account).toBe('2000000018');
    expect(statement.items.map((i) => [i.line, i.bookingDate, i.amountHaler, i.direction, i.currency, i.variableSymbol, i.message, i.counterAccount])).toEqual([
      [8, '2024-03-05', 150000, 'debit', 'EUR', '7', 'Záloha – tábor', null],
      [9, '2024-03-06', 30010, 'credit', 'CZK', null, 'Šárka Žáková', '123-456789/2700'],
    ]); // prettier-ignore
  });

  it('refuses a bad amount or date naming the line', () => {
    const good = '1;01.03.2024;1,00;CZK;;;;;;;;;;;;;;;';
    const amount = refusal(fioApiCsv('2000000018', [good, '2;01.03.2024;12,3,4;CZK;;;;;;;;;;;;;;;']));
    expect(amount).toMatchObject({ reason: 'bad-amount', line: 8 });
    expect(amount.message).toBe('Řádek 8: částka není číslo. („12,3,4“)');
    expect(refusal(fioApiCsv('2000000018', ['2;31.02.2024;1,00;CZK;;;;;;;;;;;;;;;']))).toMatchObject({
      reason: 'bad-date',
      line: 7,
    });
  });
});
