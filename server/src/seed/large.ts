// A large synthetic data set for benchmarks, inserted set-based (one statement per table),
// spread over the schedules and camps that exist.
import { recordMissingConsents } from '../modules/legal/consent.record';
import { paymentsForMarkedPaid } from '../modules/payments/payment.marked';
import { DataSource } from 'typeorm';

export async function seedLargeRegistrations(
  dataSource: DataSource,
  count: number,
): Promise<{ customers: number; registrations: number }> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error('The number of registrations must be a positive whole number');
  const result = await dataSource.transaction(async (manager) => {
    const [{ schedules }] = await manager.query('SELECT count(*)::int AS schedules FROM schedule');
    if (schedules === 0)
      throw new Error('There are no schedules to register to: start the app once with DEMO_DATA=true first');
    // A tag unique to this run keeps the customers' e-mails unique when the seed runs again.
    const tag = `bench${Date.now().toString(36)}`;
    const customers = Math.max(1, Math.ceil(count / 2));
    await manager.query(
      `INSERT INTO customer (first_name, last_name, email, phone)
       SELECT (ARRAY['Jana','Petra','Lucie','Martina','Tomáš','Martin','Eva','Hana'])[1 + g % 8],
              (ARRAY['Nováková','Svobodová','Dvořáková','Černá','Procházka','Kučera','Veselá','Horák'])[1 + (g / 8) % 8],
              'rodic' || g || '.' || $2 || '@example.com',
              '+4206' || lpad((g % 100)::text, 2, '0') || lpad((g % 1000)::text, 3, '0') || lpad(((g * 7) % 1000)::text, 3, '0')
       FROM generate_series(1, $1) AS g`,
      [customers, tag],
    );
    await manager.query(
      `WITH s AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(branch_id ORDER BY id) AS branches FROM schedule),
            c AS (SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids, coalesce(array_agg(branch_id ORDER BY id), '{}') AS branches FROM camp),
            parents AS (SELECT id, first_name, last_name, email, phone, row_number() OVER (ORDER BY id) AS n
                        FROM customer WHERE email LIKE '%.' || $2 || '@example.com'),
            rows AS (SELECT g, (g % 10 = 0 AND cardinality(c.ids) > 0) AS camp, 1 + (g % $3) AS parent FROM generate_series(1, $1) AS g, c)
       INSERT INTO registration (parent_first_name, parent_last_name, email, phone, child_full_name, child_born_year,
                                 photo_consent, personal_data_consent, type, replacement, payment_state,
                                 schedule_id, camp_id, branch_id, customer_id, created_at)
       SELECT p.first_name, p.last_name, p.email, p.phone,
              (ARRAY['Anna','Jakub','Eliška','Tomáš','Adéla','Matyáš','Ema','Vojtěch'])[1 + rows.g % 8] || ' ' || p.last_name,
              DATE '2011-01-01' + (rows.g % 4000),
              rows.g % 3 <> 0, true,
              (CASE WHEN rows.camp THEN 'camp' ELSE 'course' END)::registration_type,
              rows.g % 7 = 0,
              (CASE WHEN rows.g % 2 = 0 THEN 'paid' ELSE 'unpaid' END)::payment_state,
              CASE WHEN NOT rows.camp THEN s.ids[1 + rows.g % cardinality(s.ids)] END,
              CASE WHEN rows.camp THEN c.ids[1 + rows.g % cardinality(c.ids)] END,
              CASE WHEN rows.camp THEN c.branches[1 + rows.g % cardinality(c.ids)] ELSE s.branches[1 + rows.g % cardinality(s.ids)] END,
              p.id,
              now() - (rows.g % 720) * interval '1 hour'
       FROM rows CROSS JOIN s CROSS JOIN c JOIN parents AS p ON p.n = rows.parent`,
      [count, tag, customers],
    );
    await paymentsForMarkedPaid(manager);
    await recordMissingConsents(manager);
    return { customers, registrations: count };
  });
  // Fresh statistics and visibility maps, so the planner uses the indexes (index-only counts)
  // right away instead of after autovacuum gets round to it.
  await dataSource.query('VACUUM ANALYZE customer, registration, schedule, course, camp');
  return result;
}
