import { act, renderHook } from '@testing-library/react';
import type { AdminRegistrationRowFragment } from './AdminRegistrationRow.generated';
import { useRegistrationSelection } from './useRegistrationSelection';

const row = (id: number) =>
  ({
    id,
    email: `rodic${id}@example.cz`,
    childFullName: `Dítě ${id}`,
    variableSymbol: String(100000 + id),
    paymentState: 'unpaid',
    cancelledAt: null,
  }) as AdminRegistrationRowFragment;
const page1 = [row(11), row(12), row(13)];
const page2 = [row(21), row(22)];

function setup() {
  return renderHook(({ shown, filter }) => useRegistrationSelection(shown, filter), {
    initialProps: { shown: page1, filter: 'filter A' },
  });
}

describe('the registrations selection', () => {
  it('holds what an action needs of each selected row', () => {
    const { result } = setup();
    act(() => result.current.onRowSelectionChange({ '12': true, '13': true }));
    expect(result.current.ids).toEqual([12, 13]);
    expect(result.current.selected[0]).toEqual({
      id: 12,
      childFullName: 'Dítě 12',
      variableSymbol: '100012',
      email: 'rodic12@example.cz',
      paymentState: 'unpaid',
      cancelled: false,
    });
    expect(result.current.beyondSight).toBe(false);
  });

  it('survives another page, which then knows that the selection reaches beyond it', () => {
    const { result, rerender } = setup();
    act(() => result.current.onRowSelectionChange({ '11': true }));
    rerender({ shown: page2, filter: 'filter A' });
    expect(result.current.ids).toEqual([11]);
    expect(result.current.beyondSight).toBe(true);
  });

  it('is cleared by a new filter, which says how many it let go', () => {
    const { result, rerender } = setup();
    act(() => result.current.onRowSelectionChange({ '11': true, '12': true, '13': true }));
    rerender({ shown: page1, filter: 'filter B' });
    expect(result.current.selected).toHaveLength(0);
    expect(result.current.dropped).toBe(3);
  });
});
