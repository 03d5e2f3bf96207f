import {
  type ColumnSpec,
  defaultLayout,
  isDefaultLayout,
  moved,
  parseLayout,
  withHidden,
  withOrder,
  withWidths,
} from './columnLayout';
import { MAX_WIDTH, MIN_WIDTH } from './gridTable';

const spec: ColumnSpec = {
  order: ['child', 'status', 'email', 'note', 'phone'],
  widths: { child: 160, status: 230, email: 200, note: 200, phone: 120 },
  locked: new Set(['child']),
};

describe('a grid column layout', () => {
  it('hides, moves and resizes columns, and never hides a locked one', () => {
    let state = withHidden(defaultLayout(spec), ['email', 'child'], spec);
    expect(state.hidden).toEqual(['email']);
    state = withOrder(state, moved(state.order, 'status', -1), spec);
    expect(state.order.slice(0, 2)).toEqual(['status', 'child']);
    state = withWidths(state, { note: 10_000, phone: 120, child: 1 }, spec);
    expect(state.widths).toEqual({ note: MAX_WIDTH, child: MIN_WIDTH });
    expect(moved(state.order, 'status', -1)).toEqual(state.order);
    expect(isDefaultLayout(state, spec)).toBe(false);
    expect(isDefaultLayout(parseLayout(JSON.stringify(defaultLayout(spec)), spec), spec)).toBe(true);
  });

  it('survives whatever browser storage holds', () => {
    for (const raw of [null, '', 'not json', '42', 'null', '{"order":"x"}', '{"order":[1,{}],"hidden":{}}'])
      expect(parseLayout(raw, spec)).toEqual(defaultLayout(spec));
    const stored = parseLayout(
      JSON.stringify({
        order: ['note', 'gone', 'note', 'child'],
        hidden: ['child', 'email', 'unknown'],
        widths: { note: 1, child: 'wide', nothing: 100, phone: Number.MAX_VALUE },
      }),
      spec,
    );
    expect(stored.order).toEqual(['note', 'child', 'status', 'email', 'phone']);
    expect(stored.hidden).toEqual(['email']);
    expect(stored.widths).toEqual({ note: MIN_WIDTH, phone: MAX_WIDTH });
  });
});
