import { BALANCE_DUE_DAYS_DEFAULT, CAMP_LIST, campSchema, formatDateRange } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdminCampItemFragment,
  AdminCampsDocument,
  type AdminCampsQuery,
  CreateCampDocument,
  DeleteCampDocument,
  UpdateCampDocument,
  AdminCampItemFragmentDoc,
} from './AdminCamps.generated';
import type { CampFilter, CampInput } from '../../../gql/graphql';
import { freeSpotsColumn, priceColumn, visibleColumn } from '../common/columns';
import { useBranchOptions, useLectorOptions } from '../common/choices';
import { ActivityFields } from '../common/ActivityFields';
import { PlacesFields } from '../common/PlacesFields';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { DateField, SelectField, SwitchField, TextAreaField, TextField } from '../common/fields';
import { TranslationFields, translationValues } from '../common/TranslationFields';
import styles from '../common/admin.module.css';
import { formValue } from '../common/forms';
import { offeringValues } from '../common/offerings';
import { byTitle, titleColumn } from '../common/titled';
import { OpenPictures } from '../pictures';
import { ADMIN_PATHS } from '../../../routes/admin';
import { WriteToFamilies } from '../messages';

function CampFields() {
  const intl = useIntl();
  const branches = useBranchOptions();
  return (
    <>
      <TextField name="title" label={<FormattedMessage id="admin.field.title" />} required />
      <TextAreaField name="description" label={<FormattedMessage id="admin.field.description" />} />
      <div className={styles.formRow}>
        <DateField name="from" label={<FormattedMessage id="admin.field.from" />} required />
        <DateField name="to" label={<FormattedMessage id="admin.field.to" />} required />
      </div>
      <div className={styles.formRow}>
        <TextField name="price" type="number" label={<FormattedMessage id="admin.field.price" />} required />
        <PlacesFields />
      </div>
      <div className={styles.formRow}>
        <TextField
          name="depositAmount"
          type="number"
          label={<FormattedMessage id="admin.field.depositAmount" />}
          helper={<FormattedMessage id="admin.field.depositAmountHelp" />}
        />
        <TextField
          name="balanceDueDays"
          type="number"
          label={<FormattedMessage id="admin.field.balanceDueDays" />}
          helper={<FormattedMessage id="admin.field.balanceDueDaysHelp" />}
        />
      </div>
      <SelectField
        name="branchId"
        label={<FormattedMessage id="admin.field.branch" />}
        options={branches}
        emptyLabel={intl.formatMessage({ id: 'admin.none' })}
      />
      <SelectField
        name="lectorId"
        label={<FormattedMessage id="admin.field.lector" />}
        options={useLectorOptions()}
        emptyLabel={intl.formatMessage({ id: 'admin.none' })}
      />
      <ActivityFields />
      <SwitchField name="visible" label={<FormattedMessage id="admin.field.visible" />} />
      <SwitchField name="active" label={<FormattedMessage id="admin.field.active" />} />
      <SwitchField name="declarationRequired" label={<FormattedMessage id="admin.camps.declarationRequired" />} />
      <SwitchField name="certificateRequired" label={<FormattedMessage id="admin.camps.certificateRequired" />} />
      <TranslationFields body="description" />
    </>
  );
}

const section: CrudSection<AdminCampsQuery, CampFilter, AdminCampItemFragment, Record<string, unknown>, CampInput> = {
  titleId: 'admin.tab.camps',
  newId: 'admin.camps.new',
  editId: 'admin.camps.edit',
  search: AdminCampsDocument,
  item: AdminCampItemFragmentDoc,
  pageOf: (data) => data.searchCamps,
  ...byTitle,
  columns: sortedBy(
    CAMP_LIST,
    [
      titleColumn(),
      {
        key: 'dates',
        header: 'admin.camps.dates',
        compact: true,
        render: (item) => formatDateRange(item.from, item.to),
      },
      { key: 'branch', header: 'admin.field.branch', render: (item) => item.branch?.title ?? '' },
      freeSpotsColumn(),
      priceColumn(),
      visibleColumn(),
    ],
    { dates: 'from' },
  ),
  export: { path: '/api/camps/export', file: 'tabory' },
  create: CreateCampDocument,
  update: UpdateCampDocument,
  remove: DeleteCampDocument,
  write: 'camp.write',
  schema: campSchema,
  initialValues: (item) => ({
    ...offeringValues(item),
    translations: translationValues(['title', 'description'], item?.translations),
    from: formValue(item?.from),
    to: formValue(item?.to),
    branchId: formValue(item?.branchId),
    lectorId: formValue(item?.lectorId),
    depositAmount: formValue(item?.depositAmount),
    balanceDueDays: formValue(item?.balanceDueDays ?? BALANCE_DUE_DAYS_DEFAULT),
    declarationRequired: item?.declarationRequired ?? true,
    certificateRequired: item?.certificateRequired ?? false,
  }),
  Fields: CampFields,
  wide: true,
  rowActions: (item) => (
    <>
      <OpenPictures path={ADMIN_PATHS.campPictures} id={item.id} name={item.title} labelId="admin.camps.pictures" />
      <WriteToFamilies audience={{ campId: item.id }} name={item.title} compact />
    </>
  ),
};

export function AdminCampsPage() {
  return <CrudPage section={section} />;
}
