import { FormattedMessage } from 'react-intl';
import { formatPrice } from '@kurzy/common';
import { VisibleTag } from './cells';
import type { Column } from './crudSection';
import { showDate } from './fields';

// Columns several sections show alike, written once.

export const visibleColumn = <T extends { visible: boolean }>(): Column<T> => ({
  key: 'visible',
  header: 'admin.field.visible',
  compact: true,
  render: (item) => <VisibleTag visible={item.visible} />,
});

export const createdColumn = <T extends { createdAt: string }>(): Column<T> => ({
  key: 'created',
  header: 'admin.field.createdAt',
  compact: true,
  render: (item) => showDate(item.createdAt),
});

export const priceColumn = <T extends { price: number }>(): Column<T> => ({
  key: 'price',
  header: 'admin.field.price',
  compact: true,
  render: (item) => formatPrice(item.price),
});

export const freeSpotsColumn = <T extends { freeSpots: number; capacity: number }>(): Column<T> => ({
  key: 'spots',
  header: 'admin.field.freeSpots',
  compact: true,
  // "0 / 10" left staff guessing whether 0 was taken or free (issue 41, item 14).
  render: (item) => (
    <FormattedMessage id="admin.cell.freeSpots" values={{ free: item.freeSpots, capacity: item.capacity }} />
  ),
});
