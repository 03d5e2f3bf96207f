import { Button, ButtonGroup, Checkbox, InputGroup, Popover } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, ColumnLayoutIcon, ResetIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clampWidth, MAX_WIDTH, MIN_WIDTH } from './columnLayout';
import styles from './registrations.module.css';
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

/** Which of the grid's columns show, in what order and how wide; remembered for the staff member. */
export function ColumnChooser({ layout, className }: { layout: ColumnLayout; className?: string }) {
  const intl = useIntl();
  const content = (
    <div className={styles.chooser}>
      <h2 className={styles.chooserTitle} id="registration-columns-title">
        <FormattedMessage id="admin.registrations.columnsTitle" />
      </h2>
      <ul className={styles.chooserList} aria-labelledby="registration-columns-title">
        {layout.all.map((entry, index) => {
          const column = intl.formatMessage({ id: entry.column.header });
          return (
            <li key={entry.column.key} className={styles.chooserItem}>
              <Checkbox
                className={styles.chooserCheck}
                checked={entry.visible}
                disabled={entry.locked}
                label={column}
                title={entry.locked ? intl.formatMessage({ id: 'admin.registrations.columnAlwaysShown' }) : undefined}
                onChange={() => layout.toggle(entry.column.key)}
              />
              <WidthInput
                label={intl.formatMessage({ id: 'admin.registrations.columnWidth' }, { column })}
                width={entry.width}
                onChange={(width) => layout.resize(entry.column.key, width)}
              />
              <ButtonGroup variant="minimal">
                <Button
                  size="small"
                  icon={<ArrowUpIcon />}
                  disabled={index === 0}
                  aria-label={intl.formatMessage({ id: 'admin.registrations.columnUp' }, { column })}
                  onClick={() => layout.move(entry.column.key, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownIcon />}
                  disabled={index === layout.all.length - 1}
                  aria-label={intl.formatMessage({ id: 'admin.registrations.columnDown' }, { column })}
                  onClick={() => layout.move(entry.column.key, 1)}
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
        text={<FormattedMessage id="admin.registrations.columnsReset" />}
      />
    </div>
  );
  return (
    <Popover content={content} placement="bottom-end" className={className}>
      <Button icon={<ColumnLayoutIcon />} text={<FormattedMessage id="admin.registrations.columns" />} />
    </Popover>
  );
}
