import { LegalTextKind } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { LegalTextPage } from './LegalTextPage';

/** The personal-data agreement every registration must accept, as staff published it. */
export function GdprPage() {
  const intl = useIntl();
  return <LegalTextPage kind={LegalTextKind.gdpr} title={intl.formatMessage({ id: 'page.gdpr' })} />;
}
