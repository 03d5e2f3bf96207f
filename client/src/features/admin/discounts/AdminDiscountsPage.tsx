import {
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  DISCOUNT_LIST,
  DiscountKind,
  discountSchema,
  formatPrice,
} from '@kurzy/common';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import {
  AdminDiscountItemFragmentDoc,
  AdminDiscountsDocument,
  type AdminDiscountItemFragment,
  type AdminDiscountsQuery,
  CreateDiscountDocument,
  DeleteDiscountDocument,
  UpdateDiscountDocument,
} from './AdminDiscounts.generated';
import type { DiscountFilter, DiscountInput } from '../../../gql/graphql';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { DateField, SelectField, showDate, TextField } from '../common/fields';

const KIND_OPTIONS = DISCOUNT_KINDS.map((kind) => ({ value: kind, label: DISCOUNT_KIND_LABELS[kind] }));

type Values = Record<string, unknown>;

function DiscountFields() {
  const { values } = useFormikContext<Values>();
  return (
    <>
      <TextField
        name="name"
        label={<FormattedMessage id="admin.discounts.name" />}
        helper={<FormattedMessage id="admin.discounts.nameHelper" />}
        required
      />
      <SelectField name="kind" label={<FormattedMessage id="admin.discounts.kind" />} options={KIND_OPTIONS} required />
      <TextField
        name="percent"
        type="number"
        label={<FormattedMessage id="admin.discounts.percent" />}
        helper={<FormattedMessage id="admin.discounts.oneOfHelper" />}
      />
      <TextField name="amount" type="number" label={<FormattedMessage id="admin.discounts.amount" />} />
      <DateField name="validFrom" label={<FormattedMessage id="admin.discounts.validFrom" />} required />
      <DateField name="validUntil" label={<FormattedMessage id="admin.discounts.validUntil" />} required />
      {values.kind === DiscountKind.earlyBird && (
        <DateField
          name="registeredBefore"
          label={<FormattedMessage id="admin.discounts.registeredBefore" />}
          helper={<FormattedMessage id="admin.discounts.registeredBeforeHelper" />}
          required
        />
      )}
    </>
  );
}

const section: CrudSection<AdminDiscountsQuery, DiscountFilter, AdminDiscountItemFragment, Values, DiscountInput> = {
  titleId: 'admin.tab.discounts',
  newId: 'admin.discounts.new',
  editId: 'admin.discounts.edit',
  search: AdminDiscountsDocument,
  item: AdminDiscountItemFragmentDoc,
  pageOf: (data) => data.searchDiscounts,
  textFilter: (name) => ({ name }),
  columns: sortedBy(DISCOUNT_LIST, [
    { key: 'name', header: 'admin.discounts.name', render: (item) => item.name },
    { key: 'kind', header: 'admin.discounts.kind', render: (item) => DISCOUNT_KIND_LABELS[item.kind] },
    {
      key: 'percent',
      header: 'admin.discounts.value',
      compact: true,
      render: (item) => (item.percent != null ? `${item.percent} %` : formatPrice(item.amount ?? 0)),
    },
    {
      key: 'validFrom',
      header: 'admin.discounts.validFrom',
      compact: true,
      render: (item) => showDate(item.validFrom),
    },
    {
      key: 'validUntil',
      header: 'admin.discounts.validUntil',
      compact: true,
      render: (item) => showDate(item.validUntil),
    },
    {
      key: 'registeredBefore',
      header: 'admin.discounts.registeredBefore',
      compact: true,
      render: (item) => showDate(item.registeredBefore),
    },
  ]),
  export: { path: '/api/discounts/export', file: 'slevy' },
  itemLabel: (item) => item.name,
  deleteWarning: () => <FormattedMessage id="admin.discounts.deleteWarning" />,
  create: CreateDiscountDocument,
  update: UpdateDiscountDocument,
  remove: DeleteDiscountDocument,
  write: 'discount.write',
  schema: discountSchema,
  initialValues: (item) => ({
    name: item?.name ?? '',
    kind: item?.kind ?? DiscountKind.sibling,
    percent: item?.percent ?? '',
    amount: item?.amount ?? '',
    validFrom: item?.validFrom ?? '',
    validUntil: item?.validUntil ?? '',
    registeredBefore: item?.registeredBefore ?? '',
  }),
  Fields: DiscountFields,
};

export function AdminDiscountsPage() {
  return <CrudPage section={section} />;
}
