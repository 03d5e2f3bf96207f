// Optimistic concurrency for the records staff edit (VersionedRecord in core/database/columns.ts):
// a change carries the version it was made from, and core/crud.ts refuses it when the record has a
// newer one, so the second of two staff saving the same record is told instead of overwriting.
import { optionalVersion } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { object } from 'yup';
import { validateInput } from './validation';

/** The input of a record staff edit: its fields (the subclass's) and the version they were made from. */
@InputType()
export abstract class VersionedInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation',
  })
  version?: number | null;
}

const versionSchema = object({ version: optionalVersion() });

/** The version a change says it was made from (a REST body may send it as text), or null when it
 * does not say; anything but a positive integer is refused on the field. */
export async function versionOf(input: unknown): Promise<number | null> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const { version } = await validateInput(versionSchema, { version: (input as { version?: unknown }).version });
  return version ?? null;
}
