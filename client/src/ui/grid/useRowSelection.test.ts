import { act, renderHook } from '@testing-library/react';
import { useRowSelection } from './useRowSelection';

describe('a grid row selection', () => {
  it('takes the table updates and starts empty when other rows come into sight', () => {
    const { result, rerender } = renderHook(({ view }) => useRowSelection(view), { initialProps: { view: 'page 1' } });
    act(() => result.current.onRowSelectionChange({ '11': true }));
    act(() => result.current.onRowSelectionChange((old) => ({ ...old, '13': true })));
    expect(result.current.rowSelection).toEqual({ '11': true, '13': true });
    rerender({ view: 'page 2' });
    expect(result.current.rowSelection).toEqual({});
    act(() => result.current.onRowSelectionChange({ '12': true }));
    act(() => result.current.clear());
    expect(result.current.rowSelection).toEqual({});
  });
});
