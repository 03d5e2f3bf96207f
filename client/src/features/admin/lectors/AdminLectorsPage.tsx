import { Callout, Tag } from '@blueprintjs/core';
import { formatPhone, USER_LIST, INVITATION_VALID_HOURS, userSchema } from '@kurzy/common';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AdminLectorItemFragment,
  AdminLectorsDocument,
  type AdminLectorsQuery,
  CreateLectorDocument,
  DeleteLectorDocument,
  UpdateLectorDocument,
  AdminLectorItemFragmentDoc,
} from './AdminLectors.generated';
import type { UserFilter, UserInput } from '../../../gql/graphql';
import { YesNo } from '../common/cells';
import { useEnumLabels } from '../common/choices';
import { CrudPage } from '../common/CrudPage';
import { sortedBy } from '../common/listSection';
import type { CrudSection } from '../common/crudSection';
import { visibleColumn } from '../common/columns';
import { SelectField, SwitchField, TextAreaField, TextField } from '../common/fields';
import styles from '../common/admin.module.css';
import { formValue } from '../common/forms';
import { toast } from '../common/toasts';
import { InviteButton } from './InviteButton';
import { UsernameField } from './UsernameField';

/** A new user with an e-mail gets an invitation to set their own password (the server sends it when
 * no password comes with the e-mail); one without an e-mail needs a password from the administrator.
 * Editing keeps the optional new password. */
function PasswordField({ item }: { item: AdminLectorItemFragment | null }) {
  const { values } = useFormikContext<{ email?: string }>();
  if (!item && values.email?.trim())
    return (
      <Callout intent="primary" compact className={styles.formNotice}>
        <FormattedMessage id="admin.lectors.invitationNote" values={{ hours: INVITATION_VALID_HOURS }} />
      </Callout>
    );
  return (
    <TextField
      name="password"
      type="password"
      autoComplete="new-password"
      label={<FormattedMessage id={item ? 'admin.lectors.newPassword' : 'admin.field.password'} />}
      helper={<FormattedMessage id={item ? 'admin.lectors.passwordResetHelper' : 'admin.lectors.passwordHelper'} />}
      required={!item}
    />
  );
}

/** Editing news, galleries and videos is a grant for a lector (administrators always may); off for a
 * new lector. */
function EditsContentField() {
  const { values } = useFormikContext<{ role?: string }>();
  if (values.role !== 'lector') return null;
  return <SwitchField name="editsContent" label={<FormattedMessage id="admin.lectors.editsContent" />} />;
}

function LectorFields({ item }: { item: AdminLectorItemFragment | null }) {
  const labels = useEnumLabels();
  return (
    <>
      <div className={styles.formRow}>
        <TextField name="name" label={<FormattedMessage id="admin.field.name" />} required />
        <SelectField
          name="role"
          label={<FormattedMessage id="admin.field.role" />}
          options={labels.roleOptions}
          required
        />
      </div>
      <div className={styles.formRow}>
        <UsernameField isNew={!item} />
        <TextField name="email" type="email" label={<FormattedMessage id="admin.field.email" />} />
      </div>
      <div className={styles.formRow}>
        <PasswordField item={item} />
        <TextField name="phone" type="tel" label={<FormattedMessage id="admin.field.phone" />} />
      </div>
      <TextAreaField name="description" label={<FormattedMessage id="admin.lectors.description" />} />
      <SwitchField name="emailPublic" label={<FormattedMessage id="admin.field.emailPublic" />} />
      <SwitchField name="visible" label={<FormattedMessage id="admin.lectors.visible" />} />
      <SwitchField name="active" label={<FormattedMessage id="admin.lectors.active" />} />
      <EditsContentField />
    </>
  );
}

function RoleTag({ role }: { role: string }) {
  const labels = useEnumLabels();
  return (
    <Tag minimal intent={role === 'administrator' ? 'primary' : 'none'}>
      {labels.role(role)}
    </Tag>
  );
}

const section: CrudSection<
  AdminLectorsQuery,
  UserFilter,
  AdminLectorItemFragment,
  Record<string, unknown>,
  UserInput
> = {
  titleId: 'admin.tab.lectors',
  newId: 'admin.lectors.new',
  editId: 'admin.lectors.edit',
  search: AdminLectorsDocument,
  item: AdminLectorItemFragmentDoc,
  pageOf: (data) => data.searchUsers,
  textFilter: (name) => ({ name }),
  columns: sortedBy(USER_LIST, [
    { key: 'name', header: 'admin.field.name', render: (item) => item.name },
    { key: 'username', header: 'admin.field.username', compact: true, render: (item) => item.username ?? '' },
    { key: 'role', header: 'admin.field.role', compact: true, render: (item) => <RoleTag role={item.role} /> },
    { key: 'email', header: 'admin.field.email', render: (item) => item.email ?? '' },
    {
      key: 'phone',
      header: 'admin.field.phone',
      compact: true,
      render: (item) => (item.phone ? formatPhone(item.phone) : ''),
    },
    { key: 'active', header: 'admin.lectors.active', compact: true, render: (item) => <YesNo value={item.active} /> },
    visibleColumn(),
  ]),
  export: { path: '/api/users/export', file: 'lektori' },
  itemLabel: (item) => item.name,
  create: CreateLectorDocument,
  update: UpdateLectorDocument,
  remove: DeleteLectorDocument,
  write: 'user.write',
  schema: userSchema,
  // A new user with an e-mail sets their own password from the invitation.
  toInput: (values, item) => ({ ...values, ...(!item && values.email ? { password: null } : {}) }) as UserInput,
  rowActions: (item) => <InviteButton user={item} />,
  rowActionsNeed: 'user.invite',
  initialValues: (item) => ({
    name: formValue(item?.name),
    username: formValue(item?.username),
    role: item?.role ?? 'lector',
    password: '',
    email: formValue(item?.email),
    phone: formValue(item?.phone ? formatPhone(item.phone) : null),
    description: formValue(item?.description),
    emailPublic: item?.emailPublic ?? false,
    // A new lector is off the public site until an administrator publishes them.
    visible: item?.visible ?? false,
    active: item?.active ?? true,
    editsContent: item?.editsContent ?? false,
  }),
  Fields: LectorFields,
  wide: true,
};

type Saved = { createUser?: { email?: string | null } } | null | undefined;

export function AdminLectorsPage() {
  const intl = useIntl();
  // A new user with an e-mail was sent an invitation: say where.
  const withToast = useMemo(
    () => ({
      ...section,
      afterSave: (data: unknown) => {
        const email = (data as Saved)?.createUser?.email;
        if (email) toast.success(intl.formatMessage({ id: 'admin.lectors.invitationSent' }, { email }));
      },
    }),
    [intl],
  );
  return <CrudPage section={withToast} />;
}
