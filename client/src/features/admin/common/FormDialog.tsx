import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { fieldErrorsOf } from '../../../ui/apiErrors';
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
  /** For forms with many fields. */
  wide?: boolean;
  /** The fields (they read and write the form through formik's context), and anything above them. */
  children: ReactNode;
}

/** A back-office form in a dialog: saves with the toast of the outcome; a refused save keeps everything
 * typed and shows the server's messages beside their fields. */
export function FormDialog<TValues extends FormikValues, TSaved>({
  title,
  initialValues,
  schema,
  save,
  onClose,
  onSaved,
  wide = false,
  children,
}: FormDialogProps<TValues, TSaved>) {
  const intl = useIntl();
  const [values] = useState(initialValues);

  const submit = async (submitted: TValues, helpers: FormikHelpers<TValues>) => {
    try {
      const saved = await save(submitted);
      toast.success(intl.formatMessage({ id: 'admin.saved' }));
      onSaved(saved);
    } catch (failure) {
      helpers.setErrors(fieldErrorsOf(failure) as FormikErrors<TValues>);
      toast.error(intl.formatMessage({ id: 'admin.saveError' }), errorReason(failure));
    }
  };

  return (
    <Formik initialValues={values} validate={validateWith(schema)} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Dialog
          isOpen
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          // A stray click beside the dialog must not throw away what was typed.
          canOutsideClickClose={!dirty}
          className={wide ? styles.wideDialog : styles.dialog}
        >
          <Form noValidate aria-label={title}>
            <DialogBody className={styles.formBody}>{children}</DialogBody>
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
