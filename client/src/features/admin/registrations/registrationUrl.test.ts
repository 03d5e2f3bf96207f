import { EMPTY_FILTER, hasFilter, readFilter, readSort, writeFilter, writeSort } from './registrationUrl';
import { readLimit, readPage } from '../../../ui/list/usePaging';

// The registrations screen's address: readable, defaults left out, anything unreadable ignored.

const params = (query: string) => new URLSearchParams(query);

describe('the registrations address', () => {
  it('reads every filter, the order and the page', () => {
    const url = params(
      'q=nov%C3%A1k&type=course&course=12&camp=3&branch=2&paid=no&replacement=yes&cancelled=no&offer=offered&from=2026-09-01&to=2026-09-30&sort=-createdAt&page=2&size=50',
    );
    expect(readFilter(url)).toEqual({
      text: 'novák',
      type: 'course',
      courseId: '12',
      campId: '3',
      branchId: '2',
      paymentState: 'unpaid',
      replacement: 'true',
      cancelled: 'false',
      offerState: 'offered',
      createdFrom: '2026-09-01',
      createdTo: '2026-09-30',
    });
    expect(readSort(url)).toEqual({ field: 'createdAt', descending: true });
    expect(readSort(params('sort=childFullName'))).toEqual({ field: 'childFullName', descending: false });
    expect(readPage(url)).toBe(2);
    expect(readLimit(url)).toBe(50);
  });

  it('ignores what it cannot read, using the defaults', () => {
    const url = params(
      'q=%20%20&type=boat&course=abc&camp=-3&branch=1e3&paid=maybe&replacement=1&cancelled=true&offer=open&from=2026-02-30&to=30.09.2026&sort=-password&page=-1&size=7',
    );
    expect(readFilter(url)).toEqual(EMPTY_FILTER);
    expect(hasFilter(readFilter(url))).toBe(false);
    expect(readSort(url)).toBeNull();
    expect(readPage(url)).toBe(1);
    expect(readLimit(url)).toBe(20);
    for (const page of ['0', '1.5', 'abc', '99999999999', '']) expect(readPage(params(`page=${page}`))).toBe(1);
    expect(readFilter(params('course=99999999999')).courseId).toBe('');
    expect(readFilter(params(`q=${'a'.repeat(300)}`)).text).toHaveLength(200);
    expect(readSort(params('sort=constructor'))).toBeNull();
    expect(readFilter(params('paid=toString')).paymentState).toBe('');
  });

  it('writes only what is set, keeps the order and size, and goes back to page 1', () => {
    const written = writeFilter(params('sort=-createdAt&size=50&page=3&course=4'), {
      ...EMPTY_FILTER,
      text: ' novák ',
      paymentState: 'paid',
      createdFrom: '2026-09-01',
    });
    expect(written.toString()).toBe('sort=-createdAt&size=50&q=nov%C3%A1k&paid=yes&from=2026-09-01');
    expect(writeFilter(written, EMPTY_FILTER).toString()).toBe('sort=-createdAt&size=50');
    expect(writeSort(params('page=2&q=x'), { field: 'childFullName', descending: false }).toString()).toBe(
      'q=x&sort=childFullName',
    );
    expect(writeSort(params('sort=-createdAt'), null).toString()).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const state = {
      ...EMPTY_FILTER,
      type: 'camp',
      campId: '7',
      replacement: 'false',
      cancelled: 'true',
      createdTo: '2026-12-31',
    };
    expect(readFilter(writeFilter(params(''), state))).toEqual(state);
  });
});
