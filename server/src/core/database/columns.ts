// Column helpers shared by the entities, so each database convention is written once.
import { Field, Int, ObjectType } from 'type-graphql';
import { CreateDateColumn, PrimaryGeneratedColumn, ValueTransformer, VersionColumn } from 'typeorm';

/** Postgres `time` reads back as 'HH:mm:ss'; the product speaks 'HH:mm'. */
export const hoursAndMinutes: ValueTransformer = {
  to: (value: string | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : value.slice(0, 5)),
};

/** Postgres `numeric` reads back as a string to keep precision; our amounts fit a JS number. */
export const numericAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Every table has a generated integer id and a creation time. */
@ObjectType()
export abstract class BaseRecord {
  @Field(() => Int, { description: 'Its number, unique among records of its kind; never reused' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'When it was created' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A record staff edit: its version grows with every save, so that a change made from an older
 * version is refused instead of silently overwriting what someone else saved meanwhile (core/crud.ts). */
@ObjectType()
export abstract class VersionedRecord extends BaseRecord {
  @Field(() => Int, {
    description: 'Grows with every change; a change sends back the version it was made from',
  })
  // A default for the rows that were there before the column, and for rows inserted by hand-written SQL.
  @VersionColumn({ default: 1 })
  version: number;
}
