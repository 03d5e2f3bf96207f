import {
  EMPTY_PAYMENT_FILTER,
  hasPaymentFilter,
  readPaymentFilter,
  readPaymentSort,
  toPaymentFilter,
  writePaymentFilter,
  writePaymentSort,
} from './paymentUrl';

const params = (query: string) => new URLSearchParams(query);

describe('the payments screen in its address', () => {
  test('reads every filter, the amount as typed in Kč', () => {
    const state = readPaymentFilter(
      params('q=novak&state=unmatched&vs=0100059&amount=1%20250,50&source=cash&from=2026-03-01&to=2026-03-31'),
    );
    expect(state).toEqual({
      text: 'novak',
      state: 'unmatched',
      variableSymbol: '0100059',
      amount: '1250,50',
      source: 'cash',
      bookedFrom: '2026-03-01',
      bookedTo: '2026-03-31',
    });
    expect(toPaymentFilter(state)).toEqual({
      text: 'novak',
      state: 'unmatched',
      variableSymbol: '0100059',
      amountHaler: 125050,
      source: 'cash',
      bookedFrom: '2026-03-01',
      bookedTo: '2026-03-31',
    });
  });

  test('ignores what it cannot read (a hand-edited link never breaks the screen)', () => {
    const state = readPaymentFilter(params('state=paid&vs=abc&amount=12,345&source=bitcoin&from=2026-02-30'));
    expect(state).toEqual(EMPTY_PAYMENT_FILTER);
    expect(hasPaymentFilter(state)).toBe(false);
    expect(toPaymentFilter(state)).toEqual({
      text: undefined,
      state: undefined,
      variableSymbol: undefined,
      amountHaler: undefined,
      source: undefined,
      bookedFrom: undefined,
      bookedTo: undefined,
    });
  });

  test('writes only readable values, keeps the size and the order, and goes back to page 1', () => {
    const next = writePaymentFilter(params('page=3&size=50&sort=-amountHaler&state=paired'), {
      ...EMPTY_PAYMENT_FILTER,
      state: 'unmatched',
      amount: '1 250,',
      variableSymbol: 'VS 100059',
    });
    expect(next.get('state')).toBe('unmatched');
    expect(next.get('amount')).toBeNull(); // half typed: not applied yet
    expect(next.get('vs')).toBe('100059');
    expect(next.get('page')).toBeNull();
    expect(next.get('size')).toBe('50');
    expect(next.get('sort')).toBe('-amountHaler');
    expect(readPaymentFilter(writePaymentFilter(params(''), { ...EMPTY_PAYMENT_FILTER, amount: '3200' })).amount).toBe(
      '3200',
    );
  });

  test('the order: a known column, descending with a minus', () => {
    expect(readPaymentSort(params('sort=-bookedOn'))).toEqual({ field: 'bookedOn', descending: true });
    expect(readPaymentSort(params('sort=amountHaler'))).toEqual({ field: 'amountHaler', descending: false });
    expect(readPaymentSort(params('sort=password'))).toBeNull();
    expect(writePaymentSort(params('page=2'), { field: 'counterName', descending: false }).toString()).toBe(
      'sort=counterName',
    );
  });
});
