import { MediaIcon } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { linkTo } from '../../../routes/route';
import { LinkButton } from '../common/LinkButton';

/** A list row's way to the pictures of its course or camp. */
export function OpenPictures({
  path,
  id,
  name,
  labelId,
}: {
  path: string;
  id: number;
  name: string;
  labelId: MessageId;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId }, { name });
  return (
    <LinkButton
      to={linkTo(path, id)}
      variant="minimal"
      size="small"
      icon={<MediaIcon />}
      aria-label={label}
      title={label}
    />
  );
}
