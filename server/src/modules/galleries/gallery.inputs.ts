import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class GalleryFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  title?: string;

  @FilterField({ kind: 'text' })
  description?: string;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType({ description: "A gallery's values, as staff enter them" })
export class GalleryInput extends VersionedInput {
  @Field({ description: "The gallery's name as the site shows it (one line)" })
  title: string;

  @Field(() => String, { nullable: true, description: 'A text shown with the gallery; empty for none' })
  description?: string | null;

  @Field({ nullable: true, description: 'Shown on the public site' })
  visible?: boolean;
}
