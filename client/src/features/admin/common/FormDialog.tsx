import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { errorMessage, RecordErrorCode } from '@kurzy/common';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { domainCodeOf, fieldErrorsOf } from '../../../ui/apiErrors';
import styles from './admin.module.css';
import { errorReason } from './errors';
import { validateWith } from './forms';
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
 * meanwhile says so in the dialog and offers to load the current version into the form. */
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
      helpers.setErrors(fieldErrorsOf(failure) as FormikErrors<TValues>);
      toast.error(intl.formatMessage({ id: 'admin.saveError' }), errorReason(failure));
    }
  };

  const reloadForm = async (resetForm: FormikHelpers<TValues>['resetForm']) => {
    if (!reload) return;
    setReloading(true);
    try {
      const current = await reload();
      if (current === null) {
        setOutdated({ message: errorMessage(RecordErrorCode.NotFound), reloadable: false });
        return;
      }
      // What was typed gives way to the saved version; the staff member makes the change again on it.
      resetForm({ values: current });
      setOutdated(null);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.loadError' }), errorReason(failure));
    } finally {
      setReloading(false);
    }
  };

  return (
    <Formik initialValues={values} validate={validateWith(schema)} onSubmit={submit}>
      {({ isSubmitting, dirty, resetForm }) => (
        <Dialog
          isOpen
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          // A stray click beside the dialog must not throw away what was typed.
          canOutsideClickClose={!dirty}
          className={wide ? styles.wideDialog : styles.dialog}
        >
          <Form noValidate aria-label={title}>
            <DialogBody className={styles.formBody}>
              {outdated && (
                <Callout intent={Intent.WARNING} role="alert" className={styles.formNotice}>
                  <p>{outdated.message}</p>
                  {outdated.reloadable && (
                    <Button
                      intent={Intent.WARNING}
                      loading={reloading}
                      onClick={() => void reloadForm(resetForm)}
                      text={<FormattedMessage id="admin.reload" />}
                    />
                  )}
                </Callout>
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
