// A camp registration's deposit and balance (issue 47, item 3) as the answers carry it: the thank-you
// screen, the family's page and staff's registration. The rule is common/src/deposit.ts.
import {
  type DepositPlan,
  type DepositStage,
  depositPlan,
  type DepositTerms,
  pragueDay,
  pragueToday,
} from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/request-context';
import type { Registration } from '../../registrations/registration.entity';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A camp paid as a deposit (záloha) now and the balance (doplatek) later' })
export class PaymentPlan {
  @Field(() => String, { description: 'deposit: the deposit is asked for now; balance: the balance is due' })
  stage: DepositStage;

  @Field(() => GraphQLSafeInt, { description: 'The deposit, in haléře' })
  depositHaler: number;

  @Field({ description: 'Money received fills the deposit first: true once it is all there' })
  depositPaid: boolean;

  @Field(() => GraphQLSafeInt, { description: 'The price after the discount less the deposit, in haléře' })
  balanceHaler: number;

  @Field(() => GraphQLSafeInt, { description: 'What of the balance is still owed, in haléře' })
  balanceOwingHaler: number;

  @Field({ description: 'The day the balance is due (YYYY-MM-DD, Prague): the first day less balanceDueDays' })
  balanceDueOn: string;

  @Field(() => GraphQLSafeInt, { description: 'What the QR Platba asks for now, in haléře' })
  owingNowHaler: number;
}

/** A camp's deposit terms, as the SQL below reads them. */
export interface CampTermsRow {
  depositAmount: number | null;
  balanceDueDays: number;
  campFrom: string;
}

/** The columns of the deposit terms of `camp` (a camp's alias), for a query that joins it. */
export const campTermsColumns = (camp: string) =>
  `${camp}.deposit_amount AS "depositAmount", ${camp}.balance_due_days AS "balanceDueDays", to_char(${camp}."from", 'YYYY-MM-DD') AS "campFrom"`;

/** The Prague day of a timestamp column, as text. */
export const pragueDaySql = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Prague', 'YYYY-MM-DD')`;

/** A camp's terms; null for a camp without a deposit (or none at all). */
export async function campTerms(manager: EntityManager, campId: number | null): Promise<DepositTerms | null> {
  if (campId === null) return null;
  const [row]: CampTermsRow[] = await manager.query(`SELECT ${campTermsColumns('c')} FROM camp c WHERE c.id = $1`, [
    campId,
  ]);
  return termsOf(row);
}

/** The terms of a row read with campTermsColumns; null without a deposit. */
export function termsOf(row: Partial<CampTermsRow> | undefined | null): DepositTerms | null {
  if (!row || row.depositAmount == null || !row.campFrom) return null;
  return {
    depositAmount: Number(row.depositAmount),
    balanceDueDays: Number(row.balanceDueDays),
    campFrom: row.campFrom,
  };
}

/** The plan of a registration under these terms, on `today` (Prague). */
export function planOf(
  terms: DepositTerms | null,
  money: { dueHaler: number; receivedHaler: number; placedOn: string },
  today = pragueToday(),
): DepositPlan | null {
  return terms ? depositPlan(terms, { ...money, today }) : null;
}

/** A registration's plan as staff read it (GraphQL and REST): its camp through the request's loader;
 * none for a replacement or a cancelled registration. */
export async function registrationPlan(
  registration: Pick<
    Registration,
    'campId' | 'replacement' | 'cancelledAt' | 'dueHaler' | 'receivedHaler' | 'createdAt'
  >,
  { loaders }: Pick<RequestContext, 'loaders'>,
): Promise<DepositPlan | null> {
  if (!registration.campId || registration.replacement || registration.cancelledAt) return null;
  const camp = await loaders.camp.load(registration.campId);
  if (!camp || camp.depositAmount == null) return null;
  return planOf(
    { depositAmount: camp.depositAmount, balanceDueDays: camp.balanceDueDays, campFrom: camp.from },
    {
      dueHaler: Number(registration.dueHaler),
      receivedHaler: Number(registration.receivedHaler),
      placedOn: pragueDay(registration.createdAt),
    },
  );
}
