import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGridControl } from '../../../ui/grid/useGridControl';
import styles from '../common/admin.module.css';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { AdminSupportersDocument, DeleteSupporterLogoDocument } from './AdminSupporters.generated';
import { uploadLogo } from './uploadLogo';

/** A row's "upload logo" button: the new picture becomes the logo (the server takes the newest),
 * then the old one is deleted so its file does not linger. */
export function LogoUpload({ supporter }: { supporter: { id: number; name: string; logo?: { id: number } | null } }) {
  const intl = useIntl();
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const control = useGridControl();
  const [busy, setBusy] = useState(false);
  const [deleteOld] = useMutation(DeleteSupporterLogoDocument);
  const label = intl.formatMessage({ id: 'admin.supporters.uploadLogo' }, { name: supporter.name });

  const upload = async (file: File) => {
    setBusy(true);
    try {
      await uploadLogo(supporter.id, file);
      if (supporter.logo) {
        // The new logo already shows; a failed clean-up only leaves an unused file.
        await deleteOld({ variables: { id: supporter.logo.id } }).catch(() => undefined);
      }
      toast.success(intl.formatMessage({ id: 'admin.supporters.logoUploaded' }));
      await client.refetchQueries({ include: [AdminSupportersDocument] });
    } catch (failure) {
      toast.error(
        intl.formatMessage({ id: 'admin.supporters.logoFailed' }),
        failure instanceof Error ? failure.message : errorReason(failure),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className={styles.visuallyHidden}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        {...control}
        variant="minimal"
        icon={<UploadIcon />}
        aria-label={label}
        title={label}
        loading={busy}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
