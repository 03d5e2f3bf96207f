// common's consent enums made known to GraphQL, once (imported by the module's types).
import { ConsentAction, ConsentSource, LegalTextKind } from '@kurzy/common';
import { registerEnumType } from 'type-graphql';

registerEnumType(LegalTextKind, {
  name: 'LegalTextKind',
  description: 'conditions (/conditions), gdpr (/gdpr), photo (/agreementPhoto)',
});
registerEnumType(ConsentAction, { name: 'ConsentAction' });
registerEnumType(ConsentSource, {
  name: 'ConsentSource',
  description: 'form: the registration form; parent_page: the parent’s own page; staff: the back-office',
});
