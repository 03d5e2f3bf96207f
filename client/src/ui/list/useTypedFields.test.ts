import { act, renderHook } from '@testing-library/react';
import { useTypedFields } from './useTypedFields';

type Box = 'text' | 'symbol';
const NAMES: readonly Box[] = ['text', 'symbol'];
/** As the payments' address: a variable symbol is its digits ("VS 100059" is 100059). */
const means = (name: Box, text: string) => (name === 'symbol' ? text.replace(/\D/g, '') : text.trim());

function setup() {
  const written: Record<Box, string>[] = [];
  const hook = renderHook(
    ({ inAddress }) => useTypedFields(NAMES, inAddress, means, (typed) => written.push(typed), 300),
    { initialProps: { inAddress: { text: '', symbol: '' } } },
  );
  return { ...hook, written };
}

describe('the typed boxes of a staff list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('show every key at once and write once the typing pauses', () => {
    const { result, written } = setup();
    act(() => result.current.set('text', 'nov'));
    act(() => result.current.set('text', 'novák '));
    expect(result.current.drafts.text).toBe('novák ');
    act(() => jest.advanceTimersByTime(299));
    expect(written).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(written).toEqual([{ text: 'novák ', symbol: '' }]);
  });

  it('write nothing when what is typed means what the address says', () => {
    const { result, written } = setup();
    act(() => result.current.set('text', '  '));
    act(() => jest.advanceTimersByTime(300));
    expect(written).toEqual([]);
  });

  it('keep a box that means what the address says, and show an address changed otherwise', () => {
    const { result, rerender } = setup();
    act(() => result.current.set('symbol', 'VS 100059'));
    rerender({ inAddress: { text: '', symbol: '100059' } });
    expect(result.current.drafts.symbol).toBe('VS 100059');
    rerender({ inAddress: { text: 'kovář', symbol: '' } });
    expect(result.current.drafts).toEqual({ text: 'kovář', symbol: '' });
  });

  it('let an address changed otherwise win over a write still waiting', () => {
    const { result, rerender, written } = setup();
    act(() => result.current.set('text', 'novák'));
    rerender({ inAddress: { text: 'kovář', symbol: '' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(written).toEqual([]);
    expect(result.current.drafts.text).toBe('kovář');
  });

  it('empty every box on reset and forget the waiting write', () => {
    const { result, written } = setup();
    act(() => result.current.set('text', 'novák'));
    act(() => result.current.set('symbol', '42'));
    act(() => result.current.reset());
    act(() => jest.advanceTimersByTime(1000));
    expect(written).toEqual([]);
    expect(result.current.drafts).toEqual({ text: '', symbol: '' });
  });
});
