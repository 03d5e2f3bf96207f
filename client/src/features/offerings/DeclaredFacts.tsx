import { declaredValueText, type DeclaredField, type Locale } from '@kurzy/common';
import { useIntl } from 'react-intl';

/** The facts of a record's declared fields that families see (common/src/declared-fields.ts: those
 * marked public), each with its label and value in the page's language; nothing for an empty one. */
export function DeclaredFacts({
  fields,
  values,
}: {
  fields: readonly DeclaredField[];
  values: Readonly<Record<string, unknown>>;
}) {
  const locale = useIntl().locale as Locale;
  return (
    <>
      {fields.map((field) => {
        const text = field.public && declaredValueText(field, values[field.key], locale);
        if (!field.public || !text) return null;
        return [<dt key={`${field.key}-label`}>{field.public[locale]}</dt>, <dd key={field.key}>{text}</dd>];
      })}
    </>
  );
}
