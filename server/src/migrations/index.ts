// Migrations in the order they run. Generate a new one with `npm run migration:generate -w server -- Name`.
import { Initial1795643989362 } from './1795643989362-Initial';

export const MIGRATIONS: Function[] = [Initial1795643989362];
