import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { VersionedInput } from '../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class VideoFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  title?: string;

  @FilterField({ kind: 'text' })
  url?: string;

  @FilterField({ kind: 'exact' })
  visible?: boolean;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType({ description: "A video's values, as staff enter them" })
export class VideoInput extends VersionedInput {
  @Field({ description: "The video's title (one line)" })
  title: string;

  @Field({ description: 'Page or embed address of the video' })
  url: string;

  @Field({ nullable: true, description: 'Shown on the public site' })
  visible?: boolean;
}
