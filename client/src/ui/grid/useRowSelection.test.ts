import { act, renderHook } from '@testing-library/react';
import { useRowSelection } from './useRowSelection';

type Item = { id: number; state: string };
const item = (id: number, state = 'old'): Item => ({ id, state });
const keyOf = (one: Item) => String(one.id);
const page1 = [item(11), item(12), item(13)];
const page2 = [item(21), item(22)];

function setup() {
  return renderHook(({ scope, shown }) => useRowSelection(scope, shown, keyOf), {
    initialProps: { scope: 'filter A', shown: page1 },
  });
}

describe('a grid row selection', () => {
  it('takes the table updates and keeps rows of other pages', () => {
    const { result, rerender } = setup();
    act(() => result.current.onRowSelectionChange({ '11': true }));
    act(() => result.current.onRowSelectionChange((old) => ({ ...old, '13': true })));
    expect(result.current.rowSelection).toEqual({ '11': true, '13': true });
    rerender({ scope: 'filter A', shown: page2 });
    act(() => result.current.onRowSelectionChange((old) => ({ ...old, '22': true })));
    expect(result.current.selected.map((one) => one.id)).toEqual([11, 13, 22]);
    act(() =>
      result.current.onRowSelectionChange((old) =>
        Object.fromEntries(Object.entries(old).filter(([key]) => key !== '11')),
      ),
    );
    expect(result.current.selected.map((one) => one.id)).toEqual([13, 22]);
  });

  it('starts empty on a new scope and says how many it let go, until something is picked', () => {
    const { result, rerender } = setup();
    act(() => result.current.onRowSelectionChange({ '11': true, '12': true }));
    rerender({ scope: 'filter B', shown: page2 });
    expect(result.current.rowSelection).toEqual({});
    expect(result.current.dropped).toBe(2);
    act(() => result.current.onRowSelectionChange({ '21': true }));
    expect(result.current.dropped).toBe(0);
    act(() => result.current.clear());
    expect(result.current.rowSelection).toEqual({});
  });

  it('selects exactly what it is given, refreshed by rows shown and by rewrites', () => {
    const { result, rerender } = setup();
    act(() => result.current.selectOnly([item(11), item(12), item(21), item(22)]));
    expect(result.current.selected).toHaveLength(4);
    rerender({ scope: 'filter A', shown: [item(11, 'fresh')] });
    expect(result.current.selected.find((one) => one.id === 11)?.state).toBe('fresh');
    act(() => result.current.update((one) => (one.id === 22 ? { ...one, state: 'paid' } : one)));
    expect(result.current.selected.find((one) => one.id === 22)?.state).toBe('paid');
  });
});
