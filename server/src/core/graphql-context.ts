import type { Services } from '../app';

/** What every resolver receives: the services built once by the composition root. */
export interface GraphqlContext {
  services: Services;
}
