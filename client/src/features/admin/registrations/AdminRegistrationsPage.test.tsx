import { screen, waitFor, within } from '@testing-library/react';
import { asAdministrator, lectorId, unique } from '../../../test/api';
import { courseWithSlot, registration } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';
import { AdminRegistrationsPage } from './AdminRegistrationsPage';

// The registrations grid against the real app: selecting rows, the bulk actions, the row actions with
// their confirmation, and what a lector is offered. Each test finds its own registrations by a
// unique child name.

let slotId: number;

beforeAll(async () => {
  // The test lector teaches the slot: a lector reads only the families of their own slots.
  ({
    slot: { id: slotId },
  } = await courseWithSlot(10, await lectorId()));
  // A registration of no test's family: the whole list then never looks like one family's search
  // result, so openGrid's wait below ends only once the search has answered.
  await registration(slotId, unique('Jiná rodina'));
});

async function registrations(count: number) {
  const family = unique('Rodina');
  const made = [];
  // Children A, B, C…: names take no digits (common/src/validation/names.ts).
  for (let index = 1; index <= count; index += 1)
    made.push(await registration(slotId, `${family} ${String.fromCharCode(64 + index)}`));
  return { family, made };
}

async function stored(family: string) {
  const { registrations: found } = await asAdministrator<{
    registrations: { childFullName: string; paymentState: string; cancelledAt: string | null }[];
  }>('query ($text: String!) { registrations(filter: { text: $text }) { childFullName paymentState cancelledAt } }', {
    text: family,
  });
  return found;
}

async function openGrid(family: string, count: number, role: 'administrator' | 'lector' = 'administrator') {
  const view = await renderAdmin(<AdminRegistrationsPage />, role);
  // Pasted at once: typed, each pause would search for part of the name (and reset the selection).
  await view.user.click(await screen.findByRole('searchbox', { name: 'Hledat' }));
  await view.user.paste(family);
  // Until the search answers, the grid still shows the newest registrations of all.
  await screen.findByText(`Stránka 1 z 1 · celkem ${count}`);
  return view;
}

const rowCheckbox = (child: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^Vybrat přihlášku ${child} `) });
const selectAll = () => screen.getByRole('checkbox', { name: 'Vybrat všechny na stránce' });

describe('the registrations grid', () => {
  it('selects rows by their checkboxes and all of them by the header', async () => {
    const { family } = await registrations(3);
    const { user } = await openGrid(family, 3);
    await user.click(rowCheckbox(`${family} A`));
    await user.click(rowCheckbox(`${family} C`));
    expect(screen.getByText('Vybrány 2 přihlášky')).toBeTruthy();
    await user.click(selectAll());
    expect(screen.getByText('Vybrány 3 přihlášky')).toBeTruthy();
    await user.click(selectAll());
    expect(screen.getByText('Nic nevybráno')).toBeTruthy();
  });

  it('marks the selected registrations paid', async () => {
    const { family } = await registrations(3);
    const { user } = await openGrid(family, 3);
    await user.click(rowCheckbox(`${family} A`));
    await user.click(rowCheckbox(`${family} B`));
    await user.click(screen.getByRole('button', { name: 'Označit zaplacené' }));
    expect(await screen.findByText('2 přihlášky označeny jako zaplacené.')).toBeTruthy();
    const states = Object.fromEntries((await stored(family)).map((row) => [row.childFullName, row.paymentState]));
    expect(states).toEqual({ [`${family} A`]: 'paid', [`${family} B`]: 'paid', [`${family} C`]: 'unpaid' });
  });

  it('deletes the selected registrations after the confirmation', async () => {
    const { family } = await registrations(2);
    const { user } = await openGrid(family, 2);
    await user.click(selectAll());
    await user.click(screen.getByRole('button', { name: 'Smazat vybrané' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Smazat 2 přihlášky?' });
    await user.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    expect(await screen.findByText('Smazány 2 přihlášky.')).toBeTruthy();
    expect(await stored(family)).toEqual([]);
    await waitFor(() => expect(screen.getByText('Nic nevybráno')).toBeTruthy());
  });

  it("marks one row paid and cancels another after the row's confirmation", async () => {
    const { family, made } = await registrations(2);
    const { user } = await openGrid(family, 2);
    const [first, second] = made;
    await user.click(
      screen.getByRole('button', { name: `Označit jako zaplacenou: ${family} A (VS ${first?.variableSymbol})` }),
    );
    expect(await screen.findByText('Přihláška je označena jako zaplacená.')).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: `Zrušit přihlášku: ${family} B (VS ${second?.variableSymbol})` }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Zrušit přihlášku?' });
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit přihlášku' }));
    expect(await screen.findByText('Přihláška byla zrušena.')).toBeTruthy();

    const rows = Object.fromEntries((await stored(family)).map((row) => [row.childFullName, row]));
    expect(rows[`${family} A`]?.paymentState).toBe('paid');
    expect(rows[`${family} B`]?.cancelledAt).not.toBeNull();
  });

  it('says the payment is saved when only the reload after it fails', async () => {
    const { family } = await registrations(1);
    const { user } = await openGrid(family, 1);
    // The payment reaches the server; the grid's reload after it is lost on the way.
    const passOn = window.fetch.bind(window);
    const fetchSpy = jest
      .spyOn(window, 'fetch')
      .mockImplementation((input, init) =>
        typeof init?.body === 'string' && init.body.includes('"operationName":"AdminRegistrations"')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : passOn(input, init),
      );
    try {
      await user.click(rowCheckbox(`${family} A`));
      await user.click(screen.getByRole('button', { name: 'Označit zaplacené' }));
      expect(await screen.findByText('1 přihláška označena jako zaplacená.')).toBeTruthy();
      // The lost reload is told as what it is; the payment is not reported failed.
      expect(await screen.findByText('Přihlášky se nepodařilo načíst.')).toBeTruthy();
      // The action is over once its button stops spinning.
      await waitFor(() => expect(document.querySelector('.bp6-loading')).toBeNull());
      expect(screen.queryByText('Platbu se nepodařilo uložit.')).toBeNull();
    } finally {
      fetchSpy.mockRestore();
    }
    expect((await stored(family))[0]?.paymentState).toBe('paid');
  });

  it('offers a lector no payment, delete or row actions', async () => {
    const { family } = await registrations(1);
    await openGrid(family, 1, 'lector');
    expect(screen.queryByRole('button', { name: 'Označit zaplacené' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Smazat vybrané' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Označit jako zaplacenou/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kopírovat e-maily' })).toBeTruthy();
  });
});
