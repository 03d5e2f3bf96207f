import { Tag } from '../../ui/Tag';
import { FormattedMessage } from 'react-intl';
import type { Availability } from '../../gql/graphql';

/** What a course or camp offers, as the list, card and detail pages show it. */
export interface Places {
  freeSpots: number;
  availability: Availability;
}

/** The three states of a course or camp: 'Volná místa: 3' in green; 'Obsazeno, přijímáme náhradníky'
 * when the next child would be a replacement; 'Obsazeno včetně náhradníků' when no registration is
 * taken at all (its maxCapacity reached), so nobody is promised a replacement place. */
export function FreeSpots({ places }: { places: Places }) {
  switch (places.availability) {
    case 'free':
      return (
        <Tag intent="success">
          <FormattedMessage id="spots.free" values={{ count: places.freeSpots }} />
        </Tag>
      );
    case 'replacementsOnly':
      return (
        <Tag intent="warning">
          <FormattedMessage id="spots.replacementsOnly" />
        </Tag>
      );
    case 'closed':
      return (
        <Tag intent="danger">
          <FormattedMessage id="spots.closed" />
        </Tag>
      );
  }
}

/** Whether a registration is taken at all (on a place or as a replacement). */
export const takesRegistrations = (places: Places) => places.availability !== 'closed';
