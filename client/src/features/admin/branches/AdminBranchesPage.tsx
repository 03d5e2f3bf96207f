import { BRANCH_LIST, branchSchema, DISTRICTS, formatPhone } from '@kurzy/common';
import { FormattedMessage } from 'react-intl';
import {
  type AdminBranchItemFragment,
  AdminBranchesDocument,
  type AdminBranchesQuery,
  CreateBranchDocument,
  DeleteBranchDocument,
  UpdateBranchDocument,
  AdminBranchItemFragmentDoc,
} from './AdminBranches.generated';
import type { BranchFilter, BranchInput } from '../../../gql/graphql';
import { visibleColumn } from '../common/columns';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { SelectField, SwitchField, TextAreaField, TextField } from '../common/fields';
import { TranslationFields, translationValues } from '../common/TranslationFields';
import styles from '../common/admin.module.css';
import { toast } from '../common/toasts';
import { AddressLookup } from './AddressLookup';
import { formValue } from '../common/forms';

const DISTRICT_OPTIONS = DISTRICTS.map((district) => ({ value: district, label: district }));

function BranchFields({ item }: { item: AdminBranchItemFragment | null }) {
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextField name="address" label={<FormattedMessage id="admin.field.address" />} required />
      <AddressLookup item={item} />
      <TextAreaField name="description" label={<FormattedMessage id="admin.field.description" />} />
      <div className={styles.formRow}>
        <TextField name="phone" type="tel" label={<FormattedMessage id="admin.field.phone" />} />
        <TextField name="email" type="email" label={<FormattedMessage id="admin.field.email" />} />
      </div>
      <TextField name="web" type="url" label={<FormattedMessage id="admin.field.web" />} />
      <SelectField
        name="district"
        label={<FormattedMessage id="admin.branches.district" />}
        helper={<FormattedMessage id="admin.branches.districtHelper" />}
        options={DISTRICT_OPTIONS}
        emptyLabel="—"
      />
      <SwitchField name="visible" label={<FormattedMessage id="admin.field.visible" />} />
      <SwitchField name="active" label={<FormattedMessage id="admin.field.active" />} />
      <TranslationFields body="description" />
    </>
  );
}

function Location({ item }: { item: AdminBranchItemFragment }) {
  if (item.location?.length) return <span>{item.location.map((value) => value.toFixed(4)).join(', ')}</span>;
  return (
    <span className={styles.warningText}>
      {item.geocodeWarning ?? <FormattedMessage id="admin.branches.notFound" />}
    </span>
  );
}

type Saved = { createBranch?: AdminBranchItemFragment; updateBranch?: AdminBranchItemFragment } | null | undefined;

const section: CrudSection<
  AdminBranchesQuery,
  BranchFilter,
  AdminBranchItemFragment,
  Record<string, unknown>,
  BranchInput
> = {
  titleId: 'admin.tab.branches',
  newId: 'admin.branches.new',
  editId: 'admin.branches.edit',
  search: AdminBranchesDocument,
  item: AdminBranchItemFragmentDoc,
  pageOf: (data) => data.searchBranches,
  textFilter: (title) => ({ title }),
  columns: sortedBy(BRANCH_LIST, [
    { key: 'title', header: 'admin.field.title', render: (item) => item.title },
    { key: 'address', header: 'admin.field.address', render: (item) => item.address },
    { key: 'location', header: 'admin.branches.location', render: (item) => <Location item={item} /> },
    visibleColumn(),
  ]),
  export: { path: '/api/branches/export', file: 'pobocky' },
  itemLabel: (item) => item.title,
  create: CreateBranchDocument,
  update: UpdateBranchDocument,
  remove: DeleteBranchDocument,
  write: 'branch.write',
  schema: branchSchema,
  initialValues: (item) => ({
    title: formValue(item?.title),
    address: formValue(item?.address),
    description: formValue(item?.description),
    translations: translationValues(['title', 'description'], item?.translations),
    phone: formValue(item?.phone ? formatPhone(item.phone) : null),
    email: formValue(item?.email),
    web: formValue(item?.web),
    district: formValue(item?.district),
    visible: item?.visible ?? true,
    active: item?.active ?? true,
  }),
  Fields: BranchFields,
  // Saved without a location when the map search failed: say so, the branch page shows no map.
  afterSave: (data) => {
    const saved = (data as Saved)?.createBranch ?? (data as Saved)?.updateBranch;
    if (saved?.geocodeWarning) toast.error(saved.geocodeWarning);
  },
  wide: true,
};

export function AdminBranchesPage() {
  return <CrudPage section={section} />;
}
