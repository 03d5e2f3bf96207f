import texts from 'virtual:messages/notFound';
import { HomeIcon, SearchIcon } from './icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { CzechComponentMessages } from '../i18n/PageMessages';
import { LinkButton } from './Button';
import { usePageStatus } from './pageStatus';
import { PageTitle } from './PageTitle';
import { PATHS } from '../routes/site';
import { StatusPanel } from './StatusPanel';

/** The not-found screen, for unknown paths and for detail pages of missing or hidden records: its
 * texts come with it (a set of their own, vite.config.ts), whoever loads it. */
export function NotFoundPage() {
  usePageStatus()?.report(404);
  return (
    <CzechComponentMessages czech={texts}>
      <NotFound />
    </CzechComponentMessages>
  );
}

function NotFound() {
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
            <LinkButton to={PATHS.courses} variant="outlined" text={<FormattedMessage id="notFound.courses" />} />
            <LinkButton to={PATHS.camps} variant="outlined" text={<FormattedMessage id="notFound.camps" />} />
            <LinkButton to={PATHS.contacts} variant="outlined" text={<FormattedMessage id="notFound.contacts" />} />
          </>
        }
      />
    </>
  );
}
