import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { asAdministrator, unique } from '../../test/api';
import { bornYearsAgo, courseWithSlot, type CourseWithSlot } from '../../test/fixtures';
import { renderPublic } from '../../test/render';
import { RegistrationPage } from './RegistrationPage';
import { RegistrationThanksPage } from './RegistrationThanksPage';

// The public registration form, as a parent fills it in, against the real app.

const REQUIRED = 'Toto pole je povinné';
const INCOMPLETE = 'Formulář přihlášky není kompletní. Prosím, zkontrolujte všechny povinné položky.';

let offer: CourseWithSlot;

beforeAll(async () => {
  offer = await courseWithSlot();
});

/** The form and the thanks it leads to, at their routes (routes/site.ts). */
function openForm(path = '/registration') {
  return renderPublic(
    <Routes>
      <Route path="/registration/:id?" element={<RegistrationPage />} />
      <Route path="/registration/thanks/:key" element={<RegistrationThanksPage />} />
    </Routes>,
    { path },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the public registration form', () => {
  it('names every missing field and says the form is incomplete', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('button', { name: 'Odeslat přihlášku' }));
    expect(await screen.findByText(INCOMPLETE)).toBeTruthy();
    expect(screen.getAllByText(REQUIRED).length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Souhlas se zpracováním poskytnutých osobních údajů je povinný.')).toBeTruthy();
  });

  it("checks the e-mail and the phone with the spec's messages", async () => {
    const { user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'neni-email');
    await user.type(field('Telefon'), '12');
    await user.click(screen.getByRole('button', { name: 'Odeslat přihlášku' }));
    expect(await screen.findByText('Prosím, vyplňte platný email')).toBeTruthy();
    expect(screen.getByText('Prosím, vyplňte platné telefonní číslo')).toBeTruthy();
  });

  it('registers a child to the course of the address and thanks with the variable symbol and how to pay', async () => {
    const child = unique('Anička');
    const { user } = openForm(`/registration/${offer.course.id}`);
    // The course comes chosen from the address, and its only slot with it.
    const course = await screen.findByRole('combobox', { name: 'Kroužek' });
    await screen.findByRole('option', { name: new RegExp(offer.course.title) });
    expect((course as HTMLSelectElement).value).toBe(String(offer.course.id));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Termín a pobočka' }).value).toBe(
      String(offer.slot.id),
    );

    await user.type(field('Jméno a příjmení dítěte'), child);
    await user.type(screen.getByLabelText(/^Datum narození dítěte/), bornYearsAgo(5));
    await user.type(field('Jméno'), 'Petra');
    await user.type(field('Příjmení'), 'Testovací');
    await user.type(field('E-mail'), `${unique('petra').replace(' ', '.')}@example.cz`);
    await user.type(field('Telefon'), '+420 777 111 222');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat přihlášku' }));

    // The thanks are a status (the copy buttons' own statuses sit below, empty until used).
    const thanks = await screen.findByRole('heading', { name: 'Děkujeme za přihlášku!' });
    expect(thanks.closest('[role="status"]')).toBeTruthy();
    const { registrations } = await asAdministrator<{
      registrations: { variableSymbol: string; course: { id: number } }[];
    }>('query ($text: String!) { registrations(filter: { text: $text }) { variableSymbol course { id } } }', {
      text: child,
    });
    expect(registrations).toHaveLength(1);
    expect(registrations[0]?.course.id).toBe(offer.course.id);
    const payment = screen.getByRole('region', { name: 'Jak zaplatit' });
    expect(within(payment).getByText(registrations[0]?.variableSymbol ?? '-')).toBeTruthy();
    expect(within(payment).getByRole('img', { name: /QR Platba/ })).toBeTruthy();
  });

  it('keeps the parent filled in for the next child', async () => {
    const { user } = openForm(`/registration/${offer.course.id}`);
    await screen.findByRole('option', { name: new RegExp(offer.course.title) });
    await user.type(field('Jméno a příjmení dítěte'), unique('Pepík'));
    await user.type(screen.getByLabelText(/^Datum narození dítěte/), bornYearsAgo(6));
    await user.type(field('Jméno'), 'Jana');
    await user.type(field('Příjmení'), 'Druhá');
    const email = `${unique('jana').replace(' ', '.')}@example.cz`;
    await user.type(field('E-mail'), email);
    await user.type(field('Telefon'), '777 123 456');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat přihlášku' }));
    await user.click(await screen.findByRole('button', { name: /Přihlásit další dítě/ }));

    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'E-mail' })).value).toBe(email);
    expect((field('Příjmení') as HTMLInputElement).value).toBe('Druhá');
    expect((field('Jméno a příjmení dítěte') as HTMLInputElement).value).toBe('');
  });
});
