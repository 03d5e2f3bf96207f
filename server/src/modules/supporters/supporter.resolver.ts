import { SUPPORTER_LIST } from '@kurzy/common';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../core/graphql-crud';
import type { RequestContext } from '../../core/request-context';
import { Picture } from '../galleries/picture.entity';
import { Supporter } from './supporter.entity';
import { SupporterFilter, SupporterInput } from './supporter.inputs';

export const SupporterCrudResolver = createCrudResolver({
  name: 'Supporter',
  plural: 'supporters',
  type: Supporter,
  filter: SupporterFilter,
  input: SupporterInput,
  service: (services) => services.supporters,
  write: 'supporter.write',
  list: SUPPORTER_LIST,
});

@Resolver(() => Supporter)
export class SupporterFieldsResolver {
  @FieldResolver(() => Picture, { nullable: true, description: 'The newest uploaded picture of the supporter' })
  logo(@Root() supporter: Supporter, @Ctx() { loaders }: RequestContext): Promise<Picture | null> {
    return loaders.supporterLogo.load(supporter.id);
  }
}
