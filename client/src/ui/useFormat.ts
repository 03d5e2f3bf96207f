import { formatDate, formatDateRange, formatDay, formatHaler, formatPrice, type Locale } from '@kurzy/common';
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
    }),
    [locale],
  );
}
