import { mergeEdits } from './mergeEdits';

describe('mergeEdits', () => {
  const base = { title: 'Florbal', text: 'Původní', tags: ['a'], visible: true };

  it('takes the other person’s fields and keeps mine', () => {
    const merged = mergeEdits({
      base,
      mine: { ...base, title: 'Florbal – moje' },
      theirs: { ...base, text: 'Od kolegyně', tags: ['a', 'b'] },
    });
    expect(merged.values).toEqual({ title: 'Florbal – moje', text: 'Od kolegyně', tags: ['a', 'b'], visible: true });
    expect(merged.theirChanges).toEqual(['text', 'tags']);
    expect(merged.myChanges).toEqual(['title']);
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps mine where both changed a field, and names it', () => {
    const merged = mergeEdits({
      base,
      mine: { ...base, title: 'Moje', visible: false },
      theirs: { ...base, title: 'Jejich', visible: false },
    });
    expect(merged.values).toEqual({ ...base, title: 'Moje', visible: false });
    expect(merged.conflicts).toEqual(['title']);
    expect(merged.theirChanges).toEqual(['title', 'visible']);
  });

  it('changes nothing when nobody changed anything', () => {
    expect(mergeEdits({ base, mine: base, theirs: base })).toEqual({
      values: base,
      theirChanges: [],
      myChanges: [],
      conflicts: [],
      saved: base,
    });
  });
});
