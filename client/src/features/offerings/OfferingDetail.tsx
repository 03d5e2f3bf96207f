import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { ActivityType, AgeCategory } from '../../gql/graphql';
import type { Crumb } from '../../ui/Breadcrumbs';
import { LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Fact, Facts } from '../../ui/Facts';
import { FreeSpots, takesRegistrations, type Places } from './FreeSpots';
import { activityLabel, categoryAges, categoryLabel } from './labels';
import { PictureStrip } from '../../ui/PictureStrip';
import { PublicPage } from '../../ui/PublicPage';
import styles from '../../ui/catalog.module.css';
import { ContentText, useContent } from '../../ui/ContentText';
import type { Translations } from '@kurzy/common';

interface OfferingDetailProps {
  offering: Places & {
    title: string;
    description: string | null;
    translations: Translations<'title' | 'description'>;
    category: AgeCategory;
  };
  /** The list this course or camp belongs to. */
  crumb: Crumb;
  kind: 'course' | 'camp';
  registrationPath: string;
  pictures: ComponentProps<typeof PictureStrip>['pictures'];
  /** The card's facts above the free places (Fact entries). */
  facts: ReactNode;
  /** What the main column shows between the description and the pictures. */
  children: ReactNode;
  /** Why the public cannot register yet (a course's priority window, issue 45): said instead of the
   * register button. */
  notice?: string | null;
}

/** The page of a course or camp: its text and pictures beside a card of facts, with the register
 * button both by the heading and in the card. */
export function OfferingDetail({
  offering,
  crumb,
  kind,
  registrationPath,
  pictures,
  facts,
  children,
  notice,
}: OfferingDetailProps) {
  const intl = useIntl();
  const content = useContent();
  const { category } = offering;
  const heading = content(offering, 'title');
  const title = heading.text ?? offering.title;
  // A closed one (full including replacements) offers the others instead of a form that would refuse.
  const register = notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : takesRegistrations(offering) ? (
    <LinkButton to={registrationPath} intent="primary" size="large" text={<FormattedMessage id="course.register" />} />
  ) : (
    <LinkButton
      to={crumb.to}
      variant="outlined"
      size="large"
      text={<FormattedMessage id="spots.others" values={{ kind }} />}
    />
  );
  return (
    <PublicPage
      title={title}
      titleLang={heading.language === intl.locale ? undefined : heading.language}
      crumbs={[crumb]}
      actions={notice ? undefined : register}
      lead={capitalized(ageBandWords(intl, category))}
    >
      <div className={styles.detail}>
        <div>
          <ContentText as="p" className={styles.text} text={content(offering, 'description')} />
          {children}
          <PictureStrip pictures={pictures} alt={title} />
        </div>
        <Card elevation={1}>
          <Facts>
            {facts}
            <Fact label="course.places">
              <FreeSpots places={offering} />
            </Fact>
          </Facts>
          {offering.availability !== 'free' && !notice && (
            <p>
              <FormattedMessage
                id={takesRegistrations(offering) ? 'registration.replacementNotice' : 'spots.closedNotice'}
              />
            </p>
          )}
          {register}
        </Card>
      </div>
    </PublicPage>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The band in words, in the page's language: "pro děti 4–6 let", "for children aged 4–6 years". */
function ageBandWords(intl: IntlShape, category: AgeCategory): string {
  if (category === 'uncategorized') return intl.formatMessage({ id: 'offering.forChildrenAnyAge' });
  return intl.formatMessage(
    { id: 'offering.forChildren' },
    { ages: intl.formatMessage({ id: categoryAges(category) }) },
  );
}

/** What kind of activity it is and for which ages. */
export function ActivityFacts({ type, category }: { type: ActivityType; category: AgeCategory }) {
  const intl = useIntl();
  return (
    <>
      <Fact label="course.type">
        <FormattedMessage id={activityLabel(type)} />
      </Fact>
      <Fact label="course.category">
        <FormattedMessage id={categoryLabel(category)} />, {ageBandWords(intl, category)}
      </Fact>
    </>
  );
}
