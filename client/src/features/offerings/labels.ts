import type { ActivityType, AgeCategory, CourseLevel } from '../../gql/graphql';
import type { MessageId } from '../../i18n/messages';

/** Message ids of the domain's enums, so every screen names them alike. */
export const categoryLabel = (category: AgeCategory): MessageId => `category.${category}`;
export const categoryAges = (category: AgeCategory): MessageId => `categoryAges.${category}`;
export const activityLabel = (type: ActivityType): MessageId => `activity.${type}`;
export const levelLabel = (level: CourseLevel): MessageId => `courseLevel.${level}`;
export const dayLabel = (dayOfWeek: number): MessageId => `day.${dayOfWeek as 1 | 2 | 3 | 4 | 5 | 6 | 7}`;

/** Order in which the site lists age categories and activity types. */
export const CATEGORY_ORDER: readonly AgeCategory[] = [
  'babies',
  'preschool',
  'younger_children',
  'older_children',
  'uncategorized',
];
export const ACTIVITY_ORDER: readonly ActivityType[] = ['dancing', 'sport', 'creative', 'other'];
export const LEVEL_ORDER: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];
