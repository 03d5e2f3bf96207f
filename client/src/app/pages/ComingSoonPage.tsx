import { Tag } from '@blueprintjs/core';
import { BuildIcon } from '@blueprintjs/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LinkButton } from '../../ui/LinkButton';
import { PageTitle } from '../../ui/PageTitle';
import { PATHS } from '../../ui/paths';
import { StatusPanel } from '../../ui/StatusPanel';

/** Stands in for a public screen that a later issue builds. */
export function ComingSoonPage({ titleId }: { titleId: MessageId }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <>
      <PageTitle page={title} />
      <StatusPanel
        icon={<BuildIcon size={48} />}
        badge={
          <Tag intent="warning" round size="large">
            <FormattedMessage id="comingSoon.badge" />
          </Tag>
        }
        title={title}
        text={<FormattedMessage id="comingSoon.text" />}
        actions={<LinkButton to={PATHS.home} variant="outlined" text={<FormattedMessage id="comingSoon.home" />} />}
      />
    </>
  );
}
