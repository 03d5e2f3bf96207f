import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { adminMessages } from '../../i18n/adminMessages';
import { actionsColumn, dataColumn, selectColumn } from './columns';
import { DataGrid } from './DataGrid';
import { useGridTable } from './gridTable';
import { useGridControl } from './useGridControl';
import { useRowSelection } from './useRowSelection';

// The grid's keyboard model in jsdom, which has no layout: rows keep their estimated height (33 px)
// and the scroll box measures 1280 × 800 (client/src/test/setup.ts), so a view holds 24 rows.

interface Child {
  id: number;
  name: string;
  born: string;
}

const children = (count: number): Child[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Dítě ${index + 1}`,
    born: `${2015 + (index % 5)}`,
  }));

function RowButtons({ child }: { child: Child }) {
  const control = useGridControl();
  return (
    <>
      <button type="button" {...control} aria-label={`Zaplatit: ${child.name}`} />
      <button type="button" {...control} aria-label={`Upravit: ${child.name}`} />
    </>
  );
}

function Harness({ rows, onOpen }: { rows: Child[]; onOpen: (child: Child) => void }) {
  const selection = useRowSelection('page 1', rows, (child) => String(child.id));
  const columns = useMemo(
    () => [
      selectColumn<Child>('Vybrat vše', (child) => `Vybrat ${child.name}`),
      actionsColumn<Child>('Akce', 80, (child) => <RowButtons child={child} />),
      dataColumn<Child>({ id: 'name', label: 'Jméno', text: (child) => child.name, rowHeader: true }),
      dataColumn<Child>({ id: 'born', label: 'Narozen', text: (child) => `=${child.born}` }),
    ],
    [],
  );
  const table = useGridTable<Child>({
    columns,
    data: rows,
    getRowId: (child) => String(child.id),
    state: { rowSelection: selection.rowSelection },
    onRowSelectionChange: selection.onRowSelectionChange,
  });
  return (
    <>
      <button type="button">Před</button>
      <DataGrid table={table} label="Děti" onOpenRow={onOpen} />
      <button type="button">Za</button>
      <output aria-label="Vybrané">
        {Object.keys(selection.rowSelection)
          .sort((a, b) => +a - +b)
          .join(',')}
      </output>
    </>
  );
}

function setup(count = 500) {
  const user = userEvent.setup();
  const onOpen = jest.fn<void, [Child]>();
  render(
    <IntlProvider locale="cs" messages={adminMessages}>
      <Harness rows={children(count)} onOpen={onOpen} />
    </IntlProvider>,
  );
  const grid = screen.getByRole('grid', { name: 'Děti' });
  return { user, onOpen, grid };
}

/** The focused cell ("row:col") and the aria-rowindex of its row. */
const focused = () => {
  const active = document.activeElement as HTMLElement;
  return { cell: active.dataset.cell, rowIndex: active.closest('tr')?.getAttribute('aria-rowindex') };
};
const selected = () => screen.getByRole('status', { name: 'Vybrané' }).textContent;

describe('the data grid', () => {
  it('is one Tab stop, whatever the cells hold', async () => {
    const { user, grid } = setup(30);
    screen.getByRole('button', { name: 'Před' }).focus();
    await user.tab();
    expect(focused()).toEqual({ cell: '0:0', rowIndex: '1' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Za' }));
    await user.tab({ shift: true });
    expect(focused().cell).toBe('0:0');
    // Moved elsewhere, the stop moves with it: still one element in the Tab order.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const tabbable = grid.querySelectorAll('[tabindex="0"], button:not([tabindex="-1"]), input:not([tabindex="-1"])');
    expect([...tabbable].map((element) => (element as HTMLElement).dataset.cell)).toEqual(['1:1']);
  });

  it('moves with the arrows, Home and End, Ctrl+Home and Ctrl+End, keeping aria-rowindex', async () => {
    const { user, grid } = setup();
    expect(grid.getAttribute('aria-rowcount')).toBe('501');
    expect(grid.getAttribute('aria-colcount')).toBe('4');
    screen.getByRole('button', { name: 'Před' }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toEqual({ cell: '2:0', rowIndex: '3' });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focused().cell).toBe('2:3');
    await user.keyboard('{Home}');
    expect(focused().cell).toBe('2:0');
    await user.keyboard('{End}');
    expect(focused().cell).toBe('2:3');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(focused()).toEqual({ cell: '0:3', rowIndex: '1' });
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toEqual({ cell: '500:3', rowIndex: '501' });
    expect(within(document.activeElement as HTMLElement).getByText('=2019')).toBeTruthy();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toEqual({ cell: '0:0', rowIndex: '1' });
  });

  it('pages by a view of rows, and keeps only a window of the 500 rows in the DOM', async () => {
    const { user, grid } = setup();
    const drawn = () => grid.querySelectorAll('tbody tr[role="row"]').length;
    expect(drawn()).toBeGreaterThan(20);
    expect(drawn()).toBeLessThan(60);
    screen.getByRole('button', { name: 'Před' }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown}{PageDown}');
    // 800 px hold 24 rows of 33 px; a page is one less.
    expect(focused()).toEqual({ cell: '24:0', rowIndex: '25' });
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(focused()).toEqual({ cell: '93:0', rowIndex: '94' });
    await user.keyboard('{PageUp}');
    expect(focused().cell).toBe('70:0');
    // A row out of view is drawn when focus goes there: the window around the top, and the row.
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused().rowIndex).toBe('501');
    expect(drawn()).toBeLessThan(60);
    const indexes = [...grid.querySelectorAll('tbody tr[role="row"]')].map((row) =>
      Number(row.getAttribute('aria-rowindex')),
    );
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(indexes.at(-1)).toBe(501);
  });

  it('selects by Space, a range by Shift+Space, all by the header cell and Ctrl+A', async () => {
    const { user, grid } = setup(30);
    screen.getByRole('button', { name: 'Před' }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown} ');
    expect(selected()).toBe('1');
    expect(grid.querySelector('tr[aria-rowindex="2"]')?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Vybrat Dítě 1' })).toHaveProperty('checked', true);
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}');
    expect(selected()).toBe('1,2,3');
    await user.keyboard(' ');
    expect(selected()).toBe('1,2');
    await user.keyboard('{Control>}{Home}{/Control} ');
    expect(selected()?.split(',')).toHaveLength(30);
    await user.keyboard(' ');
    expect(selected()).toBe('');
    await user.keyboard('{Control>}a{/Control}');
    expect(selected()?.split(',')).toHaveLength(30);
  });

  it("steps into a cell's buttons with Enter, between them with the arrows, and back with Escape", async () => {
    const { user, onOpen } = setup(30);
    screen.getByRole('button', { name: 'Před' }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Zaplatit: Dítě 1');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Upravit: Dítě 1');
    await user.keyboard('{Escape}');
    expect(focused().cell).toBe('1:1');
    // Down from a button: the cell below.
    await user.keyboard('{Enter}{ArrowDown}');
    expect(focused().cell).toBe('2:1');
    // Enter on a cell without a control opens its row.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dítě 2' }));
  });

  it('copies the selected rows, or the cell, as a spreadsheet pastes them, with the formula guard', async () => {
    const { user } = setup(30);
    // After userEvent's own clipboard.
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue();
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    screen.getByRole('button', { name: 'Před' }).focus();
    await user.tab();
    await user.keyboard('{ArrowDown}{End}{Control>}c{/Control}');
    expect(writeText).toHaveBeenLastCalledWith("'=2015");
    await user.keyboard(' {ArrowDown}{Shift>} {/Shift}{Control>}c{/Control}');
    expect(writeText).toHaveBeenLastCalledWith("Dítě 1\t'=2015\nDítě 2\t'=2016");
  });
});
