import { act, renderHook } from '@testing-library/react';
import type { AdminRegistrationRowFragment } from './RegistrationsGrid.generated';
import { useRegistrationSelection } from './useRegistrationSelection';

const row = (id: number) => ({ id, email: `rodic${id}@example.cz` }) as AdminRegistrationRowFragment;
const rows = [row(11), row(12), row(13)];

function setup(initial = rows) {
  return renderHook(({ shown, view }) => useRegistrationSelection(shown, view), {
    initialProps: { shown: initial, view: 'page 1' },
  });
}

describe('the registrations selection', () => {
  it('ticks and unticks single rows', () => {
    const { result } = setup();
    act(() => result.current.toggle(12));
    act(() => result.current.toggle(13));
    expect(result.current.selected.map((selected) => selected.id)).toEqual([12, 13]);
    act(() => result.current.toggle(12));
    expect([...result.current.selectedIds]).toEqual([13]);
    expect(result.current.allSelected).toBe(false);
  });

  it('selects every row in sight, then none', () => {
    const { result } = setup();
    act(() => result.current.toggleAll());
    expect(result.current.allSelected).toBe(true);
    expect(result.current.selected).toHaveLength(3);
    act(() => result.current.toggleAll());
    expect(result.current.selected).toHaveLength(0);
  });

  it("takes the grid's selected row indexes", () => {
    const { result } = setup();
    act(() => result.current.selectIndexes([0, 2, 7]));
    expect([...result.current.selectedIds]).toEqual([11, 13]);
  });

  it('starts empty when other rows come into sight', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggleAll());
    rerender({ shown: rows, view: 'page 2' });
    expect(result.current.selected).toHaveLength(0);
  });

  it('never counts a selected row that is no longer shown', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle(13));
    rerender({ shown: rows.slice(0, 2), view: 'page 1' });
    expect(result.current.selected).toHaveLength(0);
  });
});
