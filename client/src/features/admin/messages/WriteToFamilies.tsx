import { EnvelopeIcon } from '@blueprintjs/icons';
import { useIntl } from 'react-intl';
import { ADMIN_PATHS } from '../../../routes/admin';
import { LinkButton } from '../common/LinkButton';
import { useStaff } from '../common/staff';

/** Who "Napsat rodinám" writes to: the compose screen's parameters (AdminMessagesPage's audienceOf). */
export type MessageAudienceLink =
  { scheduleId: number } | { campId: number } | { lessonId: string } | { registrationIds: readonly number[] };

/** The compose screen's address with that audience chosen. */
export function composeTo(audience: MessageAudienceLink): string {
  const params = new URLSearchParams();
  if ('scheduleId' in audience) params.set('termin', String(audience.scheduleId));
  else if ('campId' in audience) params.set('tabor', String(audience.campId));
  else if ('lessonId' in audience) params.set('lekce', audience.lessonId);
  else params.set('prihlasky', audience.registrationIds.join(','));
  return `${ADMIN_PATHS.messages}?${params.toString()}`;
}

/** "Napsat rodinám": opens "Zprávy" with the families of a slot, a camp, a lesson or a selection chosen.
 * `name` says whose, for a row's icon button (its label then names the row). */
export function WriteToFamilies({
  audience,
  name,
  compact = false,
}: {
  audience: MessageAudienceLink;
  name?: string;
  compact?: boolean;
}) {
  const intl = useIntl();
  const { may } = useStaff();
  if (!may('message.send')) return null;
  const text = intl.formatMessage({ id: 'admin.messages.write' });
  const label = name ? intl.formatMessage({ id: 'admin.messages.writeTo' }, { name }) : text;
  return compact ? (
    <LinkButton
      to={composeTo(audience)}
      variant="minimal"
      size="small"
      icon={<EnvelopeIcon />}
      aria-label={label}
      title={label}
    />
  ) : (
    <LinkButton to={composeTo(audience)} icon={<EnvelopeIcon />} text={text} aria-label={label} />
  );
}
