// common's consent enums made known to GraphQL, once (imported by the module's types).
import { ConsentAction, ConsentSource, LegalTextKind } from '@kurzy/common';
import { registerEnumType } from 'type-graphql';

registerEnumType(LegalTextKind, {
  name: 'LegalTextKind',
  description:
    'conditions (/conditions), gdpr (/gdpr), photo (/agreementPhoto), campDeclaration (/prohlaseni-o-bezinfekcnosti)',
  valuesConfig: {
    conditions: { description: 'The terms and conditions (obchodní podmínky), shown at /conditions' },
    gdpr: { description: 'The personal data notice (GDPR), shown at /gdpr' },
    photo: { description: 'The consent to photographs of the child, shown at /agreementPhoto' },
    campDeclaration: {
      description:
        'Prohlášení o bezinfekčnosti, signed on the family’s page before a camp, shown at /prohlaseni-o-bezinfekcnosti',
    },
  },
});
registerEnumType(ConsentAction, {
  name: 'ConsentAction',
  description: 'Whether a consent was given or withdrawn',
  valuesConfig: {
    given: { description: 'The parent gave the consent' },
    withdrawn: { description: 'The parent withdrew it' },
  },
});
registerEnumType(ConsentSource, {
  name: 'ConsentSource',
  description: 'form: the registration form; parent_page: the parent’s own page; staff: the back-office',
  valuesConfig: {
    form: { description: 'The public registration form' },
    parent_page: { description: "The parent's own page (/moje-prihlasky/<token>)" },
    staff: { description: 'Staff, in the back-office' },
  },
});
