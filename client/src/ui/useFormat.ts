import {
  formatDate,
  formatDateRange,
  formatDay,
  formatHaler,
  formatOfferDeadline,
  formatPrice,
  type Locale,
} from '@kurzy/common';
import { LOCALE_TAGS } from '@kurzy/common/locale';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Dates and money in the page's language (common/src/format.ts): `format.price(1500)` is "1 500 Kč" on
 * a Czech page and "CZK 1,500" on an English one. */
export function useFormat() {
  const locale = useIntl().locale as Locale;
  return useMemo(
    () => ({
      date: (value: Date | string) => formatDate(value, locale),
      dateRange: (from: Date | string, to: Date | string) => formatDateRange(from, to, locale),
      day: (moment: Date | string) => formatDay(moment, locale),
      price: (amount: number) => formatPrice(amount, locale),
      haler: (haler: number) => formatHaler(haler, locale),
      /** A deadline in Prague time: "3. 12. 2026 18:00", "3 Dec 2026, 18:00" (its Intl object made only
       * when asked: the family's page shows deadlines, the public pages do not). */
      deadline: (at: Date | string) =>
        locale === 'cs'
          ? formatOfferDeadline(at)
          : new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
              timeZone: 'Europe/Prague',
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(at)),
    }),
    [locale],
  );
}
