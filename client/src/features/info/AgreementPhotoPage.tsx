import { LegalTextKind } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { LegalTextPage } from './LegalTextPage';

/** The optional agreement to photographs, linked from the registration form, as staff published it. */
export function AgreementPhotoPage() {
  const intl = useIntl();
  return <LegalTextPage kind={LegalTextKind.photo} title={intl.formatMessage({ id: 'page.agreementPhoto' })} />;
}
