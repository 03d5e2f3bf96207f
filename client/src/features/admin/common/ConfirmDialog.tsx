import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmText: ReactNode;
  /** The button that keeps things as they are; "Zrušit" unless that would read like the action. */
  cancelText?: ReactNode;
  busy?: boolean;
  intent?: Intent;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A persistent confirmation (seed-spec section 5): a click outside does not dismiss it; only the
 * cancel button, the close icon or Escape do. Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmText,
  cancelText = <FormattedMessage id="admin.action.cancel" />,
  busy = false,
  intent = Intent.DANGER,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      icon={intent === Intent.DANGER ? <TrashIcon /> : undefined}
      onClose={busy ? undefined : onCancel}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      role="alertdialog"
    >
      <DialogBody>{message}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button autoFocus onClick={onCancel} disabled={busy} text={cancelText} />
            <Button intent={intent} onClick={onConfirm} loading={busy} text={confirmText} />
          </>
        }
      />
    </Dialog>
  );
}
