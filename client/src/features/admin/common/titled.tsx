import type { Column } from './crudSection';

// Sections whose items have a title: the search box looks for it, the list opens with it and the
// delete confirmation names the item by it.

export const byTitle = {
  textFilter: (title: string) => ({ title }),
  itemLabel: (item: { title: string }) => item.title,
};

export const titleColumn = <T extends { title: string }>(): Column<T> => ({
  key: 'title',
  header: 'admin.field.title',
  render: (item) => item.title,
});
