import { useQuery } from '@apollo/client/react';
import { ACTIVITY_TYPES, AGE_CATEGORIES, DAYS_OF_WEEK, ROLES } from '@kurzy/common';
import { useIntl } from 'react-intl';
import {
  AdminBranchChoicesDocument,
  AdminCampChoicesDocument,
  AdminCourseChoicesDocument,
  AdminLectorChoicesDocument,
} from './Choices.generated';
import type { MessageId } from '../../../i18n/messages';
import type { Option } from './fields';

/** Czech labels of the enums, for selects and list cells. */
export function useEnumLabels() {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: id as MessageId });
  return {
    category: (value: string) => label(`admin.category.${value}`),
    type: (value: string) => label(`admin.activity.${value}`),
    role: (value: string) => label(`admin.role.${value}`),
    day: (value: number) => label(`admin.day.${value}`),
    categoryOptions: AGE_CATEGORIES.map((value) => ({ value, label: label(`admin.category.${value}`) })),
    typeOptions: ACTIVITY_TYPES.map((value) => ({ value, label: label(`admin.activity.${value}`) })),
    roleOptions: ROLES.map((value) => ({ value, label: label(`admin.role.${value}`) })),
    dayOptions: DAYS_OF_WEEK.map((value) => ({ value, label: label(`admin.day.${value}`) })),
  };
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'cs');

export function useCourseOptions(): Option[] {
  const { data } = useQuery(AdminCourseChoicesDocument);
  return (data?.courses ?? []).map((course) => ({ value: course.id, label: course.title })).sort(byLabel);
}

export function useCampOptions(): Option[] {
  const { data } = useQuery(AdminCampChoicesDocument);
  return (data?.camps ?? []).map((camp) => ({ value: camp.id, label: camp.title })).sort(byLabel);
}

export function useBranchOptions(): Option[] {
  const { data } = useQuery(AdminBranchChoicesDocument);
  return (data?.branches ?? []).map((branch) => ({ value: branch.id, label: branch.title })).sort(byLabel);
}

export function useLectorOptions(): Option[] {
  const { data } = useQuery(AdminLectorChoicesDocument);
  return (data?.users ?? []).map((user) => ({ value: user.id, label: user.name })).sort(byLabel);
}
