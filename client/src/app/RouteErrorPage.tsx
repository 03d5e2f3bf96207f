import { Button } from '../ui/Button';
import { ErrorIcon, RefreshIcon } from '../ui/icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '../ui/PageTitle';
import { StatusPanel } from '../ui/StatusPanel';

/** A page that threw (or whose chunk failed to load, e.g. after a deploy); header and footer stay. */
export function RouteErrorPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'error.title' });
  return (
    <>
      <PageTitle page={title} />
      <StatusPanel
        icon={<ErrorIcon size={48} />}
        title={title}
        text={<FormattedMessage id="error.text" />}
        actions={
          <Button
            intent="primary"
            icon={<RefreshIcon />}
            text={<FormattedMessage id="error.reload" />}
            onClick={() => window.location.reload()}
          />
        }
      />
    </>
  );
}
