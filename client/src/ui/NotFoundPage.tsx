import { HomeIcon, SearchIcon } from './icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { LinkButton } from './Button';
import { PageTitle } from './PageTitle';
import { PATHS } from '../routes/site';
import { StatusPanel } from './StatusPanel';

export function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = intl.formatMessage({ id: 'notFound.title' });
  return (
    <>
      <PageTitle page={title} />
      <StatusPanel
        icon={<SearchIcon size={48} />}
        title={title}
        text={<FormattedMessage id="notFound.text" values={{ path: <code>{pathname}</code> }} />}
        actions={
          <>
            <LinkButton
              to={PATHS.home}
              intent="primary"
              icon={<HomeIcon />}
              text={<FormattedMessage id="notFound.home" />}
            />
            <LinkButton to={PATHS.contacts} variant="outlined" text={<FormattedMessage id="notFound.contacts" />} />
          </>
        }
      />
    </>
  );
}
