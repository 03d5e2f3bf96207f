import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { errorMessage, RecordErrorCode } from '@kurzy/common';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { domainCodeOf, fieldErrorsOf } from '../../../ui/apiErrors';
import styles from './admin.module.css';
import { errorReason } from './errors';
import { nestedErrors, validateWith } from './forms';
import { type MergedEdits, mergeEdits } from './mergeEdits';
import { toast } from './toasts';

interface FormDialogProps<TValues extends FormikValues, TSaved> {
  title: string;
  /** Read once, when the dialog opens. */
  initialValues: () => TValues;
  /** The common/ schema the values are checked with before a save (the server checks them again). */
  schema: AnyObjectSchema;
  /** Sends the values; a rejection keeps the dialog open. */
  save: (values: TValues) => Promise<TSaved>;
  onClose: () => void;
  /** After the save and its toast, with what the save answered. */
  onSaved: (saved: TSaved) => void;
  /** Loads the record again (its values as the form's, null when it is gone): offered when a save is
   * refused because someone else saved the record meanwhile. */
  reload?: () => Promise<TValues | null>;
  /** For forms with many fields. */
  wide?: boolean;
  /** The fields (they read and write the form through formik's context), and anything above them. */
  children: ReactNode;
}

/** A back-office form in a dialog: saves with the toast of the outcome; a refused save keeps everything
 * typed and shows the server's messages beside their fields. A save refused because the record changed
 * meanwhile says so in the dialog and offers to load the current version: the fields changed here stay
 * as typed, the others take the saved version, and the dialog says what the other person changed. */
export function FormDialog<TValues extends FormikValues, TSaved>({
  title,
  initialValues,
  schema,
  save,
  onClose,
  onSaved,
  reload,
  wide = false,
  children,
}: FormDialogProps<TValues, TSaved>) {
  const intl = useIntl();
  const [values] = useState(initialValues);
  /** The version the edits were made on: the values the dialog opened with, then each reloaded one. */
  const base = useRef(values);
  const formElement = useRef<HTMLFormElement>(null);
  const [merged, setMerged] = useState<MergedEdits<TValues> | null>(null);
  /** Why the form's values are out of date, and whether loading them again can help. */
  const [outdated, setOutdated] = useState<{ message: string; reloadable: boolean } | null>(null);
  const [reloading, setReloading] = useState(false);

  const submit = async (submitted: TValues, helpers: FormikHelpers<TValues>) => {
    try {
      const saved = await save(submitted);
      toast.success(intl.formatMessage({ id: 'admin.saved' }));
      onSaved(saved);
    } catch (failure) {
      if (reload && domainCodeOf(failure) === RecordErrorCode.ChangedMeanwhile) {
        setOutdated({ message: errorReason(failure), reloadable: true });
        return;
      }
      helpers.setErrors(nestedErrors(fieldErrorsOf(failure)));
      toast.error(intl.formatMessage({ id: 'admin.saveError' }), errorReason(failure));
    }
  };

  const reloadForm = async (
    mine: TValues,
    { resetForm, setValues }: Pick<FormikHelpers<TValues>, 'resetForm' | 'setValues'>,
  ) => {
    if (!reload) return;
    setReloading(true);
    try {
      const current = await reload();
      if (current === null) {
        setOutdated({ message: errorMessage(RecordErrorCode.NotFound), reloadable: false });
        return;
      }
      // The saved version becomes the form's starting point, with this person's edits on top of it.
      const edits = mergeEdits({ base: base.current, mine, theirs: current });
      base.current = current;
      resetForm({ values: current });
      await setValues(edits.values, false);
      setMerged(edits);
      setOutdated(null);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.loadError' }), errorReason(failure));
    } finally {
      setReloading(false);
    }
  };

  return (
    <Formik initialValues={values} validate={validateWith(schema)} onSubmit={submit}>
      {({ isSubmitting, dirty, resetForm, setValues, values: typed }) => (
        <Dialog
          isOpen
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          // A stray click beside the dialog must not throw away what was typed.
          canOutsideClickClose={!dirty}
          className={wide ? styles.wideDialog : styles.dialog}
        >
          <Form noValidate aria-label={title} ref={formElement}>
            <DialogBody className={styles.formBody}>
              {outdated && (
                <Callout intent={Intent.WARNING} role="alert" className={styles.formNotice}>
                  <p>{outdated.message}</p>
                  {outdated.reloadable && (
                    <Button
                      intent={Intent.WARNING}
                      loading={reloading}
                      onClick={() => void reloadForm(typed, { resetForm, setValues })}
                      text={<FormattedMessage id="admin.reload" />}
                    />
                  )}
                </Callout>
              )}
              {merged && !outdated && (
                <MergeNotice merged={merged} form={formElement.current} onDismiss={() => setMerged(null)} />
              )}
              {children}
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button
                    onClick={onClose}
                    disabled={isSubmitting}
                    text={<FormattedMessage id="admin.action.cancel" />}
                  />
                  <Button
                    type="submit"
                    intent={Intent.PRIMARY}
                    loading={isSubmitting}
                    text={<FormattedMessage id="admin.action.save" />}
                  />
                </>
              }
            />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}

/** A field's label as the form shows it (without the required mark), or its name. */
function labelOf(form: HTMLFormElement | null, name: string): string {
  const field = [...(form?.elements ?? [])].find((element) => (element as HTMLInputElement).name === name) as
    HTMLInputElement | undefined;
  const label = field?.labels?.[0]?.textContent?.trim() ?? '';
  const withoutMark = label.endsWith('*') ? label.slice(0, -1).trimEnd() : label;
  return withoutMark || name;
}

/** A value of the saved version as a person reads it. */
function shown(value: unknown): string {
  const text = Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'boolean'
      ? value
        ? 'ano'
        : 'ne'
      : typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value ?? '');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What loading the current version did: the other person's changes taken in, this person's kept, and
 * the fields both changed with the saved value (the form holds this person's). */
function MergeNotice<TValues extends FormikValues>({
  merged,
  form,
  onDismiss,
}: {
  merged: MergedEdits<TValues>;
  form: HTMLFormElement | null;
  onDismiss: () => void;
}) {
  const names = (keys: string[]) => keys.map((key) => labelOf(form, key)).join(', ');
  return (
    <Callout intent={Intent.PRIMARY} role="status" className={styles.formNotice}>
      <p>
        <FormattedMessage id="admin.merge.loaded" />
      </p>
      {merged.theirChanges.length > 0 && (
        <p>
          <FormattedMessage id="admin.merge.theirs" values={{ fields: names(merged.theirChanges) }} />
        </p>
      )}
      {merged.myChanges.length > 0 && (
        <p>
          <FormattedMessage id="admin.merge.mine" values={{ fields: names(merged.myChanges) }} />
        </p>
      )}
      {merged.conflicts.length > 0 && (
        <ul>
          {merged.conflicts.map((key) => (
            <li key={key}>
              <FormattedMessage
                id="admin.merge.both"
                values={{ field: labelOf(form, key), saved: shown(merged.saved[key]) }}
              />
            </li>
          ))}
        </ul>
      )}
      <Button minimal small onClick={onDismiss} text={<FormattedMessage id="admin.merge.dismiss" />} />
    </Callout>
  );
}
