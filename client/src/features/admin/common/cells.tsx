import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';

/** Visible / hidden as a small tag in list rows. */
export function VisibleTag({ visible }: { visible: boolean }) {
  return (
    <Tag minimal intent={visible ? 'success' : 'none'}>
      <FormattedMessage id={visible ? 'admin.visible.yes' : 'admin.visible.no'} />
    </Tag>
  );
}

export function YesNo({ value }: { value: boolean }) {
  return <FormattedMessage id={value ? 'admin.yes' : 'admin.no'} />;
}
