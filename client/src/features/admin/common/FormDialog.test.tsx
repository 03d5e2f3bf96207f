import { screen, waitFor, within } from '@testing-library/react';
import { asAdministrator, unique } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { AdminNewsPage } from '../news/AdminNewsPage';

// Two staff saving the same record, through a back-office section against the real app: the second
// save is refused, the dialog says why and offers to load the current version, which keeps what was
// typed on top of it (issue 41, item 16).

const CHANGED_MEANWHILE = 'Záznam mezitím změnil někdo jiný. Načtěte prosím aktuální verzi a změny proveďte znovu.';

describe('the edit dialog, when someone else saved the record meanwhile', () => {
  it('keeps what was typed, says so, and reloads the current version into the form on request', async () => {
    const title = unique('Souběžná');
    const { createNews } = await asAdministrator<{ createNews: { id: number; version: number } }>(
      'mutation ($input: NewsInput!) { createNews(input: $input) { id version } }',
      { input: { title, text: 'Původní text.' } },
    );
    const { user } = await renderAdmin(<AdminNewsPage />, 'administrator');
    await user.type(await screen.findByRole('searchbox', { name: 'Hledat' }), title);
    await user.click(await screen.findByRole('button', { name: `Upravit ${title}` }));
    const form = await screen.findByRole('form', { name: 'Upravit aktualitu' });

    // A colleague saves the same item from the same version while the dialog is open.
    await asAdministrator('mutation ($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }', {
      id: createNews.id,
      input: { title, text: 'Text od kolegyně.', version: createNews.version },
    });

    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Název(?! \()/ });
    await user.clear(name);
    await user.type(name, `${title} moje`);
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    const notice = await within(form).findByRole('alert');
    expect(notice.textContent).toContain(CHANGED_MEANWHILE);
    expect(name.value).toBe(`${title} moje`);

    // Loading the current version keeps the title typed here and takes the colleague's text, and says so.
    await user.click(within(notice).getByRole('button', { name: 'Načíst znovu' }));
    const merged = await within(form).findByRole('status');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(merged.textContent).toContain('Někdo jiný mezitím změnil: Text.');
    expect(merged.textContent).toContain('Vaše úpravy: Název.');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Název(?! \()/ }).value).toBe(`${title} moje`);
    expect(within(form).getByRole<HTMLTextAreaElement>('textbox', { name: /^Text(?! \()/ }).value).toBe(
      'Text od kolegyně.',
    );

    // Saved on the current version, the change joins the colleague's instead of replacing it.
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Záznam byl uložen.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Upravit aktualitu' })).toBeNull());
    expect(await screen.findByRole('button', { name: `Upravit ${title} moje` })).toBeTruthy();
    const { news } = await asAdministrator<{ news: { title: string; text: string; version: number } }>(
      'query ($id: Int!) { news(id: $id) { title text version } }',
      { id: createNews.id },
    );
    expect(news).toEqual({ title: `${title} moje`, text: 'Text od kolegyně.', version: createNews.version + 2 });
  });

  it('keeps my value where both changed the same field, and shows the saved one', async () => {
    const title = unique('Obojí');
    const { createNews } = await asAdministrator<{ createNews: { id: number; version: number } }>(
      'mutation ($input: NewsInput!) { createNews(input: $input) { id version } }',
      { input: { title, text: 'Původní text.' } },
    );
    const { user } = await renderAdmin(<AdminNewsPage />, 'administrator');
    await user.type(await screen.findByRole('searchbox', { name: 'Hledat' }), title);
    await user.click(await screen.findByRole('button', { name: `Upravit ${title}` }));
    const form = await screen.findByRole('form', { name: 'Upravit aktualitu' });
    await asAdministrator('mutation ($id: Int!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }', {
      id: createNews.id,
      input: { title: `${title} kolegyně`, text: 'Původní text.', version: createNews.version },
    });

    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Název(?! \()/ });
    await user.clear(name);
    await user.type(name, `${title} moje`);
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    await user.click(within(await within(form).findByRole('alert')).getByRole('button', { name: 'Načíst znovu' }));
    const merged = await within(form).findByRole('status');
    expect(merged.textContent).toContain(
      `Název: změnili jste oba. Ve formuláři je vaše hodnota, uloženo je „${title} kolegyně“.`,
    );
    expect(name.value).toBe(`${title} moje`);
  });
});
