import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { To } from 'react-router-dom';
import { useGridControl } from '../../../ui/grid/useGridControl';
import { useRouterLink } from '../../../ui/useRouterLink';

type LinkButtonProps = Omit<AnchorButtonProps, 'href' | 'onClick' | 'role'> & { to: To };

/** A Blueprint button that navigates inside the app and is announced as the link it is. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const link = useRouterLink(to);
  // In a grid's cell, out of the Tab order: the grid is one Tab stop.
  const control = useGridControl();
  // AnchorButton sets role="button"; dropping it keeps the native link semantics.
  return <AnchorButton {...props} {...link} {...control} role={undefined} />;
}
