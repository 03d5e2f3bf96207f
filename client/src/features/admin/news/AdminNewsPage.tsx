import { NEWS_LIST, newsSchema } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import {
  AdminNewsDocument,
  type AdminNewsItemFragment,
  type AdminNewsQuery,
  CreateNewsDocument,
  DeleteNewsDocument,
  UpdateNewsDocument,
  AdminNewsItemFragmentDoc,
} from './AdminNews.generated';
import type { NewsFilter, NewsInput } from '../../../gql/graphql';
import { createdColumn, visibleColumn } from '../common/columns';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { DateField, showDate, SwitchField, TextAreaField, TextField } from '../common/fields';
import { TranslationFields, translationValues } from '../common/TranslationFields';
import styles from '../common/admin.module.css';

function NewsFields() {
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextAreaField name="text" label={<FormattedMessage id="admin.field.text" />} required rows={8} />
      <div className={styles.formRow}>
        <DateField
          name="startDate"
          label={<FormattedMessage id="admin.field.startDate" />}
          helper={<FormattedMessage id="admin.news.startHelper" />}
        />
        <DateField name="endDate" label={<FormattedMessage id="admin.field.endDate" />} />
      </div>
      <SwitchField name="visible" label={<FormattedMessage id="admin.field.visible" />} />
      <SwitchField name="active" label={<FormattedMessage id="admin.field.active" />} />
      <TranslationFields body="text" />
    </>
  );
}

const section: CrudSection<AdminNewsQuery, NewsFilter, AdminNewsItemFragment, Record<string, unknown>, NewsInput> = {
  titleId: 'admin.tab.news',
  newId: 'admin.news.new',
  editId: 'admin.news.edit',
  search: AdminNewsDocument,
  item: AdminNewsItemFragmentDoc,
  pageOf: (data) => data.searchNews,
  textFilter: (title) => ({ title }),
  columns: sortedBy(
    NEWS_LIST,
    [
      { key: 'title', header: 'admin.field.title', render: (item) => item.title },
      {
        key: 'dates',
        header: 'admin.news.shown',
        compact: true,
        render: (item) => [showDate(item.startDate), showDate(item.endDate)].filter(Boolean).join('\u2013'),
      },
      createdColumn(),
      visibleColumn(),
    ],
    { dates: 'startDate', created: 'createdAt' },
  ),
  export: { path: '/api/news/export', file: 'aktuality' },
  itemLabel: (item) => item.title,
  create: CreateNewsDocument,
  update: UpdateNewsDocument,
  remove: DeleteNewsDocument,
  write: 'news.write',
  schema: newsSchema,
  initialValues: (item) => ({
    title: item?.title ?? '',
    text: item?.text ?? '',
    translations: translationValues(['title', 'text'], item?.translations),
    startDate: item?.startDate ?? '',
    endDate: item?.endDate ?? '',
    visible: item?.visible ?? true,
    active: item?.active ?? true,
  }),
  Fields: NewsFields,
  wide: true,
};

export function AdminNewsPage() {
  return <CrudPage section={section} />;
}
