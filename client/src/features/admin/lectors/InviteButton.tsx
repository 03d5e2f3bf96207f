import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGridControl } from '../../../ui/grid/useGridControl';
import { errorReason } from '../common/errors';
import { toast } from '../common/toasts';
import { InviteLectorDocument } from './AdminLectors.generated';

/** A row's "Poslat pozvánku znovu": a new link to set the password goes to the user's e-mail, and
 * the older links stop working. Users without an e-mail have nowhere to get it. */
export function InviteButton({ user }: { user: { id: number; name: string; email?: string | null } }) {
  const intl = useIntl();
  const control = useGridControl();
  const [invite] = useMutation(InviteLectorDocument);
  const [busy, setBusy] = useState(false);
  if (!user.email) return null;
  const label = intl.formatMessage({ id: 'admin.lectors.invite' }, { name: user.name });

  const send = async () => {
    setBusy(true);
    try {
      const { data } = await invite({ variables: { id: user.id } });
      toast.success(
        intl.formatMessage({ id: 'admin.lectors.invitationSent' }, { email: data?.inviteUser.email ?? user.email }),
      );
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.lectors.inviteFailed' }), errorReason(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      {...control}
      variant="minimal"
      icon={<EnvelopeIcon />}
      aria-label={label}
      title={label}
      loading={busy}
      onClick={() => void send()}
    />
  );
}
