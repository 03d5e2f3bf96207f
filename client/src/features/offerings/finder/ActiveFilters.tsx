import { declaredValueText, type Locale } from '@kurzy/common';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { CrossIcon } from '../../../ui/icons';
import { activityLabel, categoryLabel, dayLabel, levelLabel } from '../labels';
import styles from './finder.module.css';
import { activeDeclared, activeFields, EMPTY_FINDER, type Finder, type FinderField } from './finderParams';

interface ActiveFiltersProps {
  finder: Finder;
  branches: readonly { id: number; title: string }[];
  onChange: (next: Finder) => void;
  /** Nothing matched: say so and offer to widen the search. */
  empty: boolean;
}

/** The filters in force, each a button that removes it, and "Zrušit všechny filtry": how a search
 * that found nothing is widened, one filter or all at once. */
export function ActiveFilters({ finder, branches, onChange, empty }: ActiveFiltersProps) {
  const intl = useIntl();
  const fields = activeFields(finder);
  const declared = activeDeclared(finder);
  if (fields.length + declared.length === 0) return null;
  const locale = intl.locale as Locale;
  const message = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const value = (field: FinderField): string => {
    switch (field) {
      case 'branch':
        return branches.find((branch) => branch.id === finder.branch)?.title ?? message('finder.unknownBranch');
      case 'day':
        return message(dayLabel(finder.day ?? 1));
      case 'type':
        return finder.type ? message(activityLabel(finder.type)) : '';
      case 'age':
        return message('finder.ageOption', { age: finder.age ?? 0 });
      case 'level':
        return finder.level ? message(levelLabel(finder.level)) : '';
      case 'free':
        return message('finder.free');
      case 'category':
        return finder.category ? message(categoryLabel(finder.category)) : '';
    }
  };
  return (
    <div className={styles.active}>
      {empty && (
        <p className={styles.empty}>
          <FormattedMessage id="finder.nothing" />
        </p>
      )}
      <ul className={styles.chips} aria-label={message('finder.active')}>
        {fields.map((field) => (
          <li key={field}>
            <Button
              variant="outlined"
              className={styles.chip}
              endIcon={<CrossIcon />}
              aria-label={`${message('finder.remove')}: ${value(field)}`}
              onClick={() => onChange({ ...finder, [field]: EMPTY_FINDER[field] })}
              text={value(field)}
            />
          </li>
        ))}
        {declared.map((field) => {
          const text = declaredValueText(field, finder.declared[field.key], locale) ?? '';
          const { [field.key]: _removed, ...others } = finder.declared;
          return (
            <li key={field.key}>
              <Button
                variant="outlined"
                className={styles.chip}
                endIcon={<CrossIcon />}
                aria-label={`${message('finder.remove')}: ${text}`}
                onClick={() => onChange({ ...finder, declared: others })}
                text={text}
              />
            </li>
          );
        })}
        <li>
          <Button
            variant="minimal"
            className={styles.clearAll}
            onClick={() => onChange(EMPTY_FINDER)}
            text={<FormattedMessage id="finder.clearAll" />}
          />
        </li>
      </ul>
    </div>
  );
}
