import { parseStatement, StatementError } from './index';
import { camtXml, czIban } from './statement.samples';

const iban = czIban('2010', '2000000018');

function refusal(file: Buffer): StatementError {
  try {
    parseStatement(file);
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('camt.053 statements', () => {
  it('reads the research sample entry: amount, parties, symbols, the servicer’s reference', () => {
    const file = camtXml({
      iban,
      entries: [
        {
          ref: '26000000001',
          amount: '1500.00',
          instrId: '0308',
          endToEndId: '100066',
          references: ['VS:100066', 'KS:0308'],
          message: 'Členský příspěvek 2024',
          party: { side: 'Dbtr', name: 'Jan Novák & syn', iban: czIban('0800', '1234567899'), bank: '0800' },
        },
      ],
    });
    expect(parseStatement(file)).toEqual({
      format: 'camt053',
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
          counterName: 'Jan Novák & syn',
          variableSymbol: '100066',
          specificSymbol: null,
          constantSymbol: '308',
          message: 'Členský příspěvek 2024',
        },
      ],
    });
  });

  it('finds the VS only in Ref, and in every written form; NOTPROVIDED is none', () => {
    const entries = [
      { amount: '1', endToEndId: 'NOTPROVIDED', references: ['VS:0000012345'] },
      { amount: '2', endToEndId: 'VS:123' },
      { amount: '3', endToEndId: '/VS456' },
      { amount: '4', endToEndId: 'VS0250117002/SS0000000000/KS0000' },
      { amount: '5', endToEndId: '789' },
      { amount: '6', references: ['00042'] },
      { amount: '7', endToEndId: 'NOTPROVIDED' },
      { amount: '8', endToEndId: '12345678901234', message: '/VS/7418529630/SS/1234567890' },
      { amount: '9', references: ['VS:1111111111SS:2222222222KS:3333'] },
    ];
    const items = parseStatement(camtXml({ iban, entries })).items;
    expect(items.map((item) => [item.variableSymbol, item.specificSymbol, item.constantSymbol])).toEqual([
      ['12345', null, null],
      ['123', null, null],
      ['456', null, null],
      ['250117002', null, null],
      ['789', null, null],
      ['42', null, null],
      [null, null, null],
      ['7418529630', '1234567890', null],
      ['1111111111', '2222222222', '3333'],
    ]);
  });

  it('reads KS from InstrId and SS from PmtInfId', () => {
    const file = camtXml({ iban, entries: [{ amount: '10', instrId: '0558', pmtInfId: '00077', endToEndId: '5' }] });
    expect(parseStatement(file).items[0]).toMatchObject({
      variableSymbol: '5',
      specificSymbol: '77',
      constantSymbol: '558',
    });
  });

  it('reads debits, reversals, foreign currency and exact decimal amounts', () => {
    const file = camtXml({
      iban,
      entries: [
        { amount: '1234.35', direction: 'DBIT', party: { side: 'Cdtr', name: 'Dodavatel', other: '19-2000145399', bank: '0800' } },
        { amount: '0.29', direction: 'CRDT', reversal: true, party: { side: 'Cdtr', name: 'Vrácená platba' } },
        { amount: '15.9', currency: 'EUR', party: { side: 'Dbtr', iban: 'DE89370400440532013000' } },
      ],
    }); // prettier-ignore
    expect(parseStatement(file).items.map((item) => [item.amountHaler, item.direction, item.reversal, item.currency, item.counterAccount, item.counterName])).toEqual([
      [123435, 'debit', false, 'CZK', '19-2000145399/0800', 'Dodavatel'],
      [29, 'credit', true, 'CZK', null, 'Vrácená platba'],
      [1590, 'credit', false, 'EUR', 'DE89370400440532013000', null],
    ]); // prettier-ignore
  });

  it('reads later versions with namespace prefixes (.08: Sts/Cd, Dbtr/Pty/Nm, DtTm) and skips pending entries', () => {
    const file = camtXml({
      iban,
      version: 8,
      prefix: 'ns2',
      entries: [
        { amount: '100.00', dateTime: true, date: '2024-03-02', references: ['VS:9'], party: { side: 'Dbtr', name: 'Eva' } },
        { amount: '50.00', status: 'PDNG' },
        { amount: '200.00', ref: 'A-1' },
      ],
    }); // prettier-ignore
    const items = parseStatement(file).items;
    expect(items.map((item) => [item.line, item.bookingDate, item.variableSymbol, item.counterName, item.transactionId])).toEqual([
      [1, '2024-03-02', '9', 'Eva', null],
      [3, '2024-03-01', null, null, 'A-1'],
    ]); // prettier-ignore
  });

  it('splits a batch entry into its payments, each with its own VS', () => {
    const file = camtXml({
      iban,
      entries: [{ amount: '300.00', ref: 'B7', batch: [{ amount: '100.00', endToEndId: '11' }, { amount: '200.00', endToEndId: '22' }] }],
    }); // prettier-ignore
    expect(
      parseStatement(file).items.map((item) => [item.transactionId, item.amountHaler, item.variableSymbol]),
    ).toEqual([
      ['B7/1', 10000, '11'],
      ['B7/2', 20000, '22'],
    ]);
  });

  it('refuses a DOCTYPE or ENTITY before parsing anything', () => {
    const bomb = Buffer.from(
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">\n]>\n<Document><BkToCstmrStmt/></Document>',
    );
    const error = refusal(bomb);
    expect(error).toMatchObject({ reason: 'unsafe-xml', line: 2 });
    expect(error.message).toMatch(/^Řádek 2: soubor XML obsahuje DOCTYPE nebo ENTITY/);
  });

  it('refuses broken XML naming the line, a bad amount or date naming the entry', () => {
    const broken = Buffer.from(
      camtXml({ iban, entries: [{ amount: '1' }] })
        .toString()
        .replace('</Stmt>', ''),
    );
    expect(refusal(broken)).toMatchObject({ reason: 'malformed', line: expect.any(Number) as number });
    const amount = refusal(camtXml({ iban, entries: [{ amount: '1' }, { amount: '1,5.0' }] }));
    expect(amount).toMatchObject({ reason: 'bad-amount', line: 2, place: 'entry' });
    expect(amount.message).toMatch(/^Položka 2: částka není číslo/);
    expect(refusal(camtXml({ iban, entries: [{ amount: '1', date: '2024-02-30' }] }))).toMatchObject({
      reason: 'bad-date',
      line: 1,
    });
  });

  it('does not take other XML for a statement', () => {
    const report = Buffer.from(
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>',
    );
    expect(refusal(report).reason).toBe('unknown-format');
  });
});
