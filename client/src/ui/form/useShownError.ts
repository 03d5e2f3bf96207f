import { type FieldMetaProps, useFormikContext } from 'formik';
import { useState } from 'react';

/**
 * The field's error once the user has left a field they typed in, or sent the form. Formik marks a
 * field touched on every blur, so tabbing past an untouched empty field would otherwise light it red
 * before anyone had a chance to fill it (the walk-through on a phone). A value that differs from the
 * initial one counts as typed too, so a field filled by another (a cleared choice) is judged as well.
 * Call `markTyped` from the field's change handler.
 */
export function useShownError(meta: FieldMetaProps<unknown>): [string | undefined, () => void] {
  const { submitCount } = useFormikContext();
  const [typed, setTyped] = useState(false);
  const judged = typed || submitCount > 0 || meta.value !== meta.initialValue;
  return [meta.touched && judged ? meta.error : undefined, () => setTyped(true)];
}
