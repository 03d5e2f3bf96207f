import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Operator details shown in the footer and on invoices' })
export class SiteInfo {
  @Field({ description: "The operator's name as the site shows it" })
  name: string;

  @Field({ description: "The operator's phone" })
  phone: string;

  @Field({ description: "The operator's e-mail address" })
  email: string;

  @Field({ description: "The operator's company name (on invoices)" })
  company: string;

  @Field({ description: 'Czech company id (IČO)' })
  companyId: string;

  @Field({ description: "The operator's registered address (on invoices)" })
  address: string;

  @Field(() => String, { nullable: true, description: "The operator's Facebook page; empty without one" })
  facebookUrl: string | null;

  @Field(() => String, { nullable: true, description: "The operator's Instagram profile; empty without one" })
  instagramUrl: string | null;

  @Field(() => String, { nullable: true, description: "The operator's YouTube channel; empty without one" })
  youtubeUrl: string | null;
}

@ObjectType({ description: 'Whether the server is ready for traffic' })
export class Health {
  @Field({
    description:
      'ready; not ready (the database, its migrations or the file storage not ready); or stopping (shutting down)',
  })
  status: string;

  @Field({ description: 'Whether the database answered' })
  database: boolean;
}
