import {
  isoToPragueLocal,
  offerStateText,
  pragueLocalToIso,
  WaitlistOfferState,
  WAITLIST_OFFER_STATES,
  WAITLIST_OFFER_STATE_LABELS,
} from './waitlist';

describe('offer states in the staff’s words', () => {
  it('names every state, an open offer with its deadline in Prague time', () => {
    expect(WAITLIST_OFFER_STATES.map((state) => WAITLIST_OFFER_STATE_LABELS[state])).toEqual([
      'Nabídnuto',
      'Přijato',
      'Odmítnuto',
      'Propadlo',
      'Staženo',
    ]);
    expect(offerStateText({ state: WaitlistOfferState.offered, expiresAt: '2026-12-03T17:00:00Z' })).toBe(
      'Nabídnuto do 3. 12. 18:00',
    );
    expect(offerStateText({ state: WaitlistOfferState.expired, expiresAt: '2026-12-03T17:00:00Z' })).toBe('Propadlo');
  });
});

describe('a date-time field in Prague time', () => {
  it('reads winter and summer times with their offsets, and back', () => {
    expect(pragueLocalToIso('2026-12-03T18:00')).toBe('2026-12-03T18:00:00+01:00');
    expect(pragueLocalToIso('2026-07-01T09:30')).toBe('2026-07-01T09:30:00+02:00');
    expect(isoToPragueLocal('2026-12-03T17:00:00Z')).toBe('2026-12-03T18:00');
    expect(isoToPragueLocal('2026-07-01T07:30:00Z')).toBe('2026-07-01T09:30');
  });

  it('refuses what is no date-time', () => {
    expect(pragueLocalToIso('')).toBeNull();
    expect(pragueLocalToIso('2026-02-30T10:00')).toBeNull();
    expect(pragueLocalToIso('3. 12. 2026 18:00')).toBeNull();
  });
});
