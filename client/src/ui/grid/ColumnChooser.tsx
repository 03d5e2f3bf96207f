import type { RowData } from '@tanstack/react-table';
import { Button, ButtonGroup, Checkbox, InputGroup, Popover } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, ColumnLayoutIcon, ResetIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { moved } from './columnLayout';
import { clampWidth, type GridTable, MAX_WIDTH, MIN_WIDTH } from './gridTable';
import styles from './grid.module.css';
import type { ColumnLayout } from './useColumnLayout';

/** A width typed by hand: applied when it is a number, put back in bounds on leaving the field. */
function WidthInput({ label, width, onChange }: { label: string; width: number; onChange: (width: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <InputGroup
      className={styles.widthInput}
      size="small"
      type="number"
      min={MIN_WIDTH}
      max={MAX_WIDTH}
      step={10}
      aria-label={label}
      value={draft ?? String(width)}
      onValueChange={(value) => {
        setDraft(value);
        const number = Number(value);
        if (value.trim() !== '' && Number.isFinite(number) && number >= MIN_WIDTH && number <= MAX_WIDTH)
          onChange(number);
      }}
      onBlur={() => {
        const number = Number(draft);
        if (draft !== null && draft.trim() !== '' && Number.isFinite(number)) onChange(clampWidth(number));
        setDraft(null);
      }}
    />
  );
}

/** Which of a grid's data columns show, in what order and how wide; remembered for the staff member
 * (useColumnLayout). Every control is reachable by keyboard. */
export function ColumnChooser<TData extends RowData>({
  table,
  layout,
  className,
}: {
  table: GridTable<TData>;
  layout: Pick<ColumnLayout, 'isDefault' | 'reset'>;
  className?: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  // The data columns kept in sight (the row header) first, where they stay; then those that move.
  const frozen = table.getStartLeafColumns().filter((column) => !column.columnDef.meta?.kind);
  const movable = table.getCenterLeafColumns().filter((column) => !column.columnDef.meta?.kind);
  const columns = [...frozen, ...movable];
  const order = movable.map((column) => column.id);
  const content = (
    <div className={styles.chooser}>
      <h2 className={styles.chooserTitle} id={titleId}>
        <FormattedMessage id="admin.grid.columnsTitle" />
      </h2>
      <ul className={styles.chooserList} aria-labelledby={titleId}>
        {columns.map((entry, index) => {
          const column = entry.columnDef.meta?.label ?? entry.id;
          const locked = !entry.getCanHide();
          const place = index - frozen.length;
          return (
            <li key={entry.id} className={styles.chooserItem}>
              <Checkbox
                className={styles.chooserCheck}
                checked={entry.getIsVisible()}
                disabled={locked}
                label={column}
                title={locked ? intl.formatMessage({ id: 'admin.grid.columnAlwaysShown' }, { column }) : undefined}
                onChange={() => entry.toggleVisibility()}
              />
              <WidthInput
                label={intl.formatMessage({ id: 'admin.grid.columnWidth' }, { column })}
                width={entry.getSize()}
                onChange={(width) => table.setColumnSizing((sizes) => ({ ...sizes, [entry.id]: width }))}
              />
              <ButtonGroup variant="minimal">
                <Button
                  size="small"
                  icon={<ArrowUpIcon />}
                  disabled={place <= 0}
                  aria-label={intl.formatMessage({ id: 'admin.grid.columnUp' }, { column })}
                  onClick={() => table.setColumnOrder(moved(order, entry.id, -1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownIcon />}
                  disabled={place < 0 || place === movable.length - 1}
                  aria-label={intl.formatMessage({ id: 'admin.grid.columnDown' }, { column })}
                  onClick={() => table.setColumnOrder(moved(order, entry.id, 1))}
                />
              </ButtonGroup>
            </li>
          );
        })}
      </ul>
      <Button
        icon={<ResetIcon />}
        disabled={layout.isDefault}
        onClick={layout.reset}
        text={<FormattedMessage id="admin.grid.columnsReset" />}
      />
    </div>
  );
  return (
    <Popover content={content} placement="bottom-end" className={className}>
      <Button icon={<ColumnLayoutIcon />} text={<FormattedMessage id="admin.grid.columns" />} />
    </Popover>
  );
}
