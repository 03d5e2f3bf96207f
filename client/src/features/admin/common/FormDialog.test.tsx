import { screen, waitFor, within } from '@testing-library/react';
import { asAdministrator, unique } from '../../../test/api';
import { renderAdmin } from '../../../test/render';
import { AdminNewsPage } from '../news/AdminNewsPage';

// Two staff saving the same record, through a back-office section against the real app: the second
// save is refused, the dialog says why and offers to load the current version.

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

    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Název/ });
    await user.clear(name);
    await user.type(name, `${title} moje`);
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    const notice = await within(form).findByRole('alert');
    expect(notice.textContent).toContain(CHANGED_MEANWHILE);
    expect(name.value).toBe(`${title} moje`);

    await user.click(within(notice).getByRole('button', { name: 'Načíst znovu' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Název/ }).value).toBe(title);
    expect(within(form).getByRole<HTMLTextAreaElement>('textbox', { name: /^Text/ }).value).toBe('Text od kolegyně.');

    // Made again on the current version, the change is saved over the colleague's, not instead of it.
    const reloaded = within(form).getByRole('textbox', { name: /^Název/ });
    await user.clear(reloaded);
    await user.type(reloaded, `${title} moje`);
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
});
