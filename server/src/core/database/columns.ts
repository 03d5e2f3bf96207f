// Column helpers shared by the entities, so each database convention is written once.
import { Field, Int, ObjectType } from 'type-graphql';
import { CreateDateColumn, PrimaryGeneratedColumn, ValueTransformer } from 'typeorm';

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
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
