import { screen, within } from '@testing-library/react';
import { renderPublic } from '../../../test/render';
import { SummaryView } from './StatementDrop';
import type { ImportSummary } from './uploadStatement';

// The import's summary when the server cut its lists (the first 200 notes of each, issue 38 finding 3):
// the counts are the whole, and a sentence says how many more there are and where to find them.

const note = (line: number, reason: string) => ({
  line,
  amountHaler: 150_000,
  variableSymbol: String(8_000_000_000 + line),
  payerName: null,
  message: null,
  reason,
});

const summary = (unmatchedCount: number, refusedCount: number): ImportSummary => ({
  format: 'gpc',
  itemsRead: unmatchedCount + refusedCount + 5,
  credits: unmatchedCount + 5,
  paid: 5,
  partiallyPaid: 0,
  overpaid: 0,
  alreadyImported: 0,
  unmatched: Array.from({ length: Math.min(unmatchedCount, 200) }, (_, index) => note(index + 2, 'Neznámý VS.')),
  unmatchedCount,
  refused: Array.from({ length: Math.min(refusedCount, 200) }, (_, index) => note(index + 30_000, 'Odchozí platba.')),
  refusedCount,
});

/** The summary's figure under its label. */
const figure = (label: string) =>
  within(screen.getByLabelText('Přehled importu')).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('the import summary', () => {
  it('says how many unmatched lines it does not list and links to the payments grid filtered to them', () => {
    renderPublic(<SummaryView name="vypis.gpc" summary={summary(18_000, 3)} onClose={() => undefined} />);
    const more = screen.getByText(/^Zobrazeno prvních 200 z/);
    expect(more.textContent).toBe(
      'Zobrazeno prvních 200 z 18\u00a0000 nespárovaných plateb. Všechny najdete v Platbách (Nespárované).',
    );
    expect(within(more).getByRole('link', { name: 'Platbách (Nespárované)' }).getAttribute('href')).toBe(
      '/admin/payments?state=unmatched',
    );
    expect(figure('Nespárováno')).toBe('18\u00a0000');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 200 + 1 + 3);
    expect(screen.queryByText(/položek, které nic neplatí/)).toBeNull();
  });

  it('says the same of the refused lines, and nothing when every line is listed', () => {
    const { unmount } = renderPublic(
      <SummaryView name="vypis.gpc" summary={summary(12, 250)} onClose={() => undefined} />,
    );
    const more = screen.getByText(/^Zobrazeno prvních 200 z 250 položek/);
    expect(within(more).getByRole('link', { name: 'Platbách (Neplatí)' }).getAttribute('href')).toBe(
      '/admin/payments?state=refused',
    );
    expect(screen.queryByText(/nespárovaných plateb/)).toBeNull();
    unmount();

    renderPublic(<SummaryView name="vypis.gpc" summary={summary(200, 200)} onClose={() => undefined} />);
    expect(screen.queryByText(/^Zobrazeno prvních/)).toBeNull();
  });
});
