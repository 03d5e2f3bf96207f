import { act, renderHook } from '@testing-library/react';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';
import { useRegistrationSelection } from './useRegistrationSelection';

const row = (id: number) => ({ id, email: `rodic${id}@example.cz` }) as AdminRegistrationRowFragment;
const rows = [row(11), row(12), row(13)];

function setup(initial = rows) {
  return renderHook(({ shown, view }) => useRegistrationSelection(shown, view), {
    initialProps: { shown: initial, view: 'page 1' },
  });
}

describe('the registrations selection', () => {
  it('names the selected rows among those shown', () => {
    const { result } = setup();
    act(() => result.current.onRowSelectionChange({ '12': true, '13': true }));
    expect(result.current.selected.map((selected) => selected.id)).toEqual([12, 13]);
  });

  it('starts empty when other rows come into sight', () => {
    const { result, rerender } = setup();
    act(() => result.current.onRowSelectionChange({ '11': true, '12': true, '13': true }));
    rerender({ shown: rows, view: 'page 2' });
    expect(result.current.selected).toHaveLength(0);
  });

  it('never counts a selected row that is no longer shown', () => {
    const { result, rerender } = setup();
    act(() => result.current.onRowSelectionChange({ '13': true }));
    rerender({ shown: rows.slice(0, 2), view: 'page 1' });
    expect(result.current.selected).toHaveLength(0);
  });
});
