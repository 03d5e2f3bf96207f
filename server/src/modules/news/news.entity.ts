import { Field, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index } from 'typeorm';
import { NewsTranslations, type NewsTranslationValues, TranslationsColumn } from '../../core/content-translations';
import { VersionedRecord } from '../../core/database/columns';

@ObjectType({ description: 'A news article of the public site' })
@Entity()
@Check('news_dates_check', '"end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"')
@Index('news_created_at_idx', ['createdAt'])
export class News extends VersionedRecord {
  @Field({ description: 'The headline' })
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field({ description: "The article's text" })
  @Column({ type: 'text' })
  text: string;

  @Field(() => NewsTranslations, { description: 'The headline and text in English and Ukrainian (issue 49)' })
  @TranslationsColumn(['title', 'text'])
  translations: NewsTranslationValues;

  @Field({ description: 'Hidden news are seen by staff only' })
  @Column({ type: 'boolean', default: true })
  visible: boolean;

  @Field({ description: 'Off: retired; hidden from the public whatever visible and the dates say' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field(() => String, { nullable: true, description: 'Shown from this day (ISO date)' })
  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: 'Shown until this day (ISO date)' })
  @Column({ type: 'date', nullable: true })
  endDate: string | null;
}
