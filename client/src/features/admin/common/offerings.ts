import { OFFER_HOURS_DEFAULT } from '@kurzy/common';
import type { ActivityType, AgeCategory } from '../../../gql/graphql';
import { formValue } from './forms';

/** What camps and courses both are: an activity a child is registered for, with a price and places. */
interface Offering {
  title: string;
  description: string | null;
  type: ActivityType;
  category: AgeCategory;
  price: number;
  capacity: number;
  maxCapacity: number;
  offerHours: number;
  visible: boolean;
  active: boolean;
}

/** The form's values for the fields camps and courses share; a new one starts visible and active. */
export function offeringValues(item: Offering | null) {
  return {
    title: item?.title ?? '',
    description: formValue(item?.description),
    type: item?.type ?? '',
    category: item?.category ?? '',
    price: formValue(item?.price),
    capacity: formValue(item?.capacity),
    maxCapacity: formValue(item?.maxCapacity),
    offerHours: formValue(item?.offerHours ?? OFFER_HOURS_DEFAULT),
    visible: item?.visible ?? true,
    active: item?.active ?? true,
  };
}
