import { LegalTextKind } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { LegalTextPage } from './LegalTextPage';

/** „Prohlášení o bezinfekčnosti“ families sign on their page before a camp, as staff published it. */
export function CampDeclarationPage() {
  const intl = useIntl();
  return (
    <LegalTextPage kind={LegalTextKind.campDeclaration} title={intl.formatMessage({ id: 'page.campDeclaration' })} />
  );
}
