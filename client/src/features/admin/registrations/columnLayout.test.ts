import {
  DEFAULT_LAYOUT,
  layOut,
  MAX_WIDTH,
  MIN_WIDTH,
  moveColumn,
  parseLayout,
  resizeColumn,
  toggleColumn,
} from './columnLayout';
import { GRID_COLUMNS } from './columns';

const keys = (state = DEFAULT_LAYOUT) =>
  layOut(state)
    .filter((entry) => entry.visible)
    .map((entry) => entry.column.key);

describe('the registrations column layout', () => {
  it('shows the child and the status first by default, every column once', () => {
    expect(keys().slice(0, 3)).toEqual(['child', 'status', 'createdAt']);
    expect(new Set(keys()).size).toBe(GRID_COLUMNS.length);
  });

  it('hides, moves and resizes a column, and never hides the child', () => {
    let state = toggleColumn(DEFAULT_LAYOUT, 'email');
    state = toggleColumn(state, 'child');
    state = moveColumn(state, 'createdAt', -1);
    state = resizeColumn(state, 'note', 10_000);
    expect(keys(state)).not.toContain('email');
    expect(keys(state).slice(0, 3)).toEqual(['child', 'createdAt', 'status']);
    expect(layOut(state).find((entry) => entry.column.key === 'note')?.width).toBe(MAX_WIDTH);
    expect(moveColumn(state, 'child', -1)).toBe(state);
    expect(resizeColumn(state, 'note', null).widths).toEqual({});
  });

  it('survives whatever browser storage holds', () => {
    for (const raw of [null, '', 'not json', '42', 'null', '{"order":"x"}', '{"order":[1,{}],"hidden":{}}']) {
      expect(keys(parseLayout(raw))).toEqual(keys());
    }
    const stored = parseLayout(
      JSON.stringify({
        order: ['note', 'gone', 'note', 'child'],
        hidden: ['child', 'email', 'unknown'],
        widths: { note: 1, child: 'wide', nothing: 100, phone: Number.MAX_VALUE },
      }),
    );
    expect(keys(stored).slice(0, 2)).toEqual(['note', 'child']);
    expect(keys(stored)).not.toContain('email');
    expect(keys(stored)).toHaveLength(GRID_COLUMNS.length - 1);
    expect(stored.widths).toEqual({ note: MIN_WIDTH, phone: MAX_WIDTH });
  });
});
