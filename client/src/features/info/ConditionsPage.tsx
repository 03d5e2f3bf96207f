import { LegalTextKind } from '@kurzy/common';
import { useIntl } from 'react-intl';
import { LegalTextPage } from './LegalTextPage';

/** Terms and conditions of the courses and camps, as staff published them (back-office "Texty"). */
export function ConditionsPage() {
  const intl = useIntl();
  return <LegalTextPage kind={LegalTextKind.conditions} title={intl.formatMessage({ id: 'page.conditions' })} />;
}
