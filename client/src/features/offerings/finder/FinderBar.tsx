import type { Locale } from '@kurzy/common';
import texts from 'virtual:messages/finder';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { MessageId } from '../../../i18n/messages';
import { CzechComponentMessages } from '../../../i18n/PageMessages';
import { Button } from '../../../ui/Button';
import formStyles from '../../../ui/form/form.module.css';
import { CaretDownIcon, CrossIcon } from '../../../ui/icons';
import { ACTIVITY_ORDER, activityLabel, dayLabel, LEVEL_ORDER, levelLabel } from '../labels';
import { ActiveFilters } from './ActiveFilters';
import styles from './finder.module.css';
import {
  activeCount,
  type Finder,
  FINDER_AGES,
  FINDER_DAYS,
  FINDER_DECLARED,
  readFinder,
  writeFinder,
} from './finderParams';

export interface FinderBarProps {
  branches: readonly { id: number; title: string }[];
  /** Matches of the current search; null while they load the first time. */
  count: number | null;
  /** What the list counts: courses or weekly slots. */
  noun: 'courses' | 'slots';
}

/** The finder's state in the address; every change is a step of its own, so the back button undoes it.
 * The router applies a new address in a transition, which React may hold back while the list loads;
 * meanwhile the controls show what was chosen (a controlled checkbox would otherwise spring back). */
export function useFinder(): [Finder, (next: Finder) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.toString();
  const [chosen, setChosen] = useState<{ finder: Finder; over: string } | null>(null);
  const finder = chosen && chosen.over === inAddress ? chosen.finder : readFinder(params);
  return [
    finder,
    (next) => {
      setChosen({ finder: next, over: inAddress });
      setParams((current) => writeFinder(current, next), { preventScrollReset: true });
    },
  ];
}

/**
 * Branch, day, activity type, age and "only with free places" above a list, with the number of
 * matches and the active filters, each removable. On a phone (under 768 px) the controls are in a
 * modal sheet (a native <dialog>: focus stays in it, Escape closes it) opened by "Filtry (2)"; on wider
 * screens the same dialog element is shown in place as a plain bar. Its texts come with it.
 */
export function FinderBar(props: FinderBarProps) {
  return (
    <CzechComponentMessages czech={texts}>
      <Bar {...props} />
    </CzechComponentMessages>
  );
}

function Select({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: ReactNode;
  value: string;
  all: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <span className={formStyles.select}>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <CaretDownIcon className={formStyles.selectIcon} />
      </span>
    </div>
  );
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

function Bar({ branches, count, noun }: FinderBarProps) {
  const intl = useIntl();
  const [finder, setFinder] = useFinder();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const message = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const change = (patch: Partial<Finder>) => setFinder({ ...finder, ...patch });
  const active = activeCount(finder);
  const locale = intl.locale as Locale;
  const countId: MessageId = noun === 'courses' ? 'finder.countCourses' : 'finder.countSlots';
  const showId: MessageId = noun === 'courses' ? 'finder.showCourses' : 'finder.showSlots';
  return (
    <div className={styles.finder}>
      <div className={styles.phoneRow}>
        <Button
          variant="outlined"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          text={message('finder.open', { count: active })}
        />
      </div>
      <dialog
        ref={sheet}
        className={styles.sheet}
        aria-label={message('finder.title')}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className={styles.panel}>
          <div className={styles.sheetHeader}>
            <h2 className={styles.sheetTitle}>
              <FormattedMessage id="finder.title" />
            </h2>
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              aria-label={message('finder.close')}
              onClick={() => setOpen(false)}
            />
          </div>
          <form
            role="search"
            aria-label={message('finder.title')}
            className={styles.controls}
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            <Select
              label={<FormattedMessage id="finder.branch" />}
              value={finder.branch === null ? '' : String(finder.branch)}
              all={message('finder.anyBranch')}
              options={branches.map((branch) => ({ value: String(branch.id), label: branch.title }))}
              onChange={(value) => change({ branch: numberOrNull(value) })}
            />
            <Select
              label={<FormattedMessage id="finder.day" />}
              value={finder.day === null ? '' : String(finder.day)}
              all={message('finder.anyDay')}
              options={FINDER_DAYS.map((day) => ({ value: String(day), label: message(dayLabel(day)) }))}
              onChange={(value) => change({ day: numberOrNull(value) })}
            />
            <Select
              label={<FormattedMessage id="finder.type" />}
              value={finder.type ?? ''}
              all={message('finder.anyType')}
              options={ACTIVITY_ORDER.map((type) => ({ value: type, label: message(activityLabel(type)) }))}
              onChange={(value) => change({ type: ACTIVITY_ORDER.find((type) => type === value) ?? null })}
            />
            <Select
              label={<FormattedMessage id="finder.age" />}
              value={finder.age === null ? '' : String(finder.age)}
              all={message('finder.anyAge')}
              options={FINDER_AGES.map((age) => ({ value: String(age), label: message('finder.ageOption', { age }) }))}
              onChange={(value) => change({ age: numberOrNull(value) })}
            />
            <Select
              label={<FormattedMessage id="finder.level" />}
              value={finder.level ?? ''}
              all={message('finder.anyLevel')}
              options={LEVEL_ORDER.map((level) => ({ value: level, label: message(levelLabel(level)) }))}
              onChange={(value) => change({ level: LEVEL_ORDER.find((level) => level === value) ?? null })}
            />
            {FINDER_DECLARED.map((field) => (
              <Select
                key={field.key}
                label={field.public?.[locale]}
                value={finder.declared[field.key] ?? ''}
                all={message('finder.anyValue')}
                options={Object.entries(field.enum?.values ?? {}).map(([value, names]) => ({
                  value,
                  label: names[locale],
                }))}
                onChange={(value) => {
                  const { [field.key]: _dropped, ...others } = finder.declared;
                  change({ declared: value ? { ...others, [field.key]: value } : others });
                }}
              />
            ))}
            <label className={`${formStyles.control} ${formStyles.inline} ${styles.free}`}>
              <input
                type="checkbox"
                checked={finder.free}
                onChange={(event) => change({ free: event.target.checked })}
              />
              <FormattedMessage id="finder.free" />
            </label>
            <div className={styles.sheetFooter}>
              <Button
                type="submit"
                intent="primary"
                size="large"
                text={count === null ? message('finder.show') : message(showId, { count })}
              />
            </div>
          </form>
        </div>
      </dialog>
      <p className={styles.count} role="status">
        {count !== null && <FormattedMessage id={countId} values={{ count }} />}
      </p>
      <ActiveFilters finder={finder} branches={branches} onChange={setFinder} empty={count === 0} />
    </div>
  );
}
