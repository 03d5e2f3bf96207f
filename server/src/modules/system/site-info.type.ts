import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Operator details shown in the footer and on invoices' })
export class SiteInfo {
  @Field()
  name: string;

  @Field()
  phone: string;

  @Field()
  email: string;

  @Field()
  company: string;

  @Field({ description: 'Czech company id (IČO)' })
  companyId: string;

  @Field()
  address: string;

  @Field(() => String, { nullable: true })
  facebookUrl: string | null;

  @Field(() => String, { nullable: true })
  instagramUrl: string | null;

  @Field(() => String, { nullable: true })
  youtubeUrl: string | null;
}

@ObjectType()
export class Health {
  @Field()
  status: string;

  @Field({ description: 'Whether the database answered' })
  database: boolean;
}
