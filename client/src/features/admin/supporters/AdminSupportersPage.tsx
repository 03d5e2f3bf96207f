import { SUPPORTER_LIST, supporterSchema } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import {
  AdminSupporterItemFragmentDoc,
  AdminSupportersDocument,
  type AdminSupporterItemFragment,
  type AdminSupportersQuery,
  CreateSupporterDocument,
  DeleteSupporterDocument,
  UpdateSupporterDocument,
} from './AdminSupporters.generated';
import type { SupporterFilter, SupporterInput } from '../../../gql/graphql';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { TextField } from '../common/fields';
import styles from '../common/admin.module.css';
import { pictureUrl } from '../../../ui/Picture';
import { LogoUpload } from './LogoUpload';
import logoStyles from './supporters.module.css';

function SupporterFields() {
  return (
    <>
      <TextField name="name" label={<FormattedMessage id="admin.supporters.name" />} required />
      <TextField
        name="url"
        type="url"
        label={<FormattedMessage id="admin.supporters.url" />}
        helper={<FormattedMessage id="admin.supporters.urlHelper" />}
        required
      />
      <TextField
        name="position"
        type="number"
        label={<FormattedMessage id="admin.supporters.position" />}
        helper={<FormattedMessage id="admin.supporters.positionHelper" />}
      />
    </>
  );
}

const section: CrudSection<
  AdminSupportersQuery,
  SupporterFilter,
  AdminSupporterItemFragment,
  Record<string, unknown>,
  SupporterInput
> = {
  titleId: 'admin.tab.supporters',
  newId: 'admin.supporters.new',
  editId: 'admin.supporters.edit',
  search: AdminSupportersDocument,
  item: AdminSupporterItemFragmentDoc,
  pageOf: (data) => data.searchSupporters,
  textFilter: (name) => ({ name }),
  columns: sortedBy(SUPPORTER_LIST, [
    {
      key: 'logo',
      header: 'admin.supporters.logo',
      compact: true,
      render: (item) =>
        item.logo ? (
          <img
            src={pictureUrl(item.logo.thumbnailPath)}
            width={item.logo.width}
            height={item.logo.height}
            alt={item.name}
            className={logoStyles.thumb}
          />
        ) : (
          <FormattedMessage id="admin.supporters.noLogo" />
        ),
    },
    { key: 'name', header: 'admin.supporters.name', render: (item) => item.name },
    {
      key: 'url',
      header: 'admin.supporters.url',
      render: (item) => (
        <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.ellipsis} tabIndex={-1}>
          {item.url}
        </a>
      ),
    },
    { key: 'position', header: 'admin.supporters.position', compact: true, render: (item) => item.position },
  ]),
  export: { path: '/api/supporters/export', file: 'podporovatele' },
  itemLabel: (item) => item.name,
  create: CreateSupporterDocument,
  update: UpdateSupporterDocument,
  remove: DeleteSupporterDocument,
  write: 'supporter.write',
  schema: supporterSchema,
  initialValues: (item) => ({ name: item?.name ?? '', url: item?.url ?? 'https://', position: item?.position ?? 0 }),
  Fields: SupporterFields,
  rowActions: (item) => <LogoUpload supporter={item} />,
  rowActionsNeed: 'supporter.write',
};

export function AdminSupportersPage() {
  return <CrudPage section={section} />;
}
