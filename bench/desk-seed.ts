/**
 * 100,000 bookings of 20,000 customers for the desk search bench (bench/desk-search.ts), seeded
 * with set-based SQL so both dialects fill in seconds: routes over 300 airports (a third of the
 * trips there and back), departures over two years around now, every status, and a wire
 * awaiting transfer for half of the reservations.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../adapters/postgres-store/database';

const FIRST = ['Maya', 'James', 'Sofia', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Omar'];
const LAST = ['Okafor', 'Smith', 'Garcia', 'Chen', 'Müller', 'Rossi', 'Kowalski', 'Dubois', 'Tanaka', 'Silva'];

export async function seedBookings(
  database: Database,
  now: Date,
  size: { bookings: number; customers: number },
): Promise<{ someId: string; someEmail: string }> {
  const { bookings: BOOKINGS, customers: CUSTOMERS } = size;
  const { db } = database;
  const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
  await db.execute(sql`
    insert into users (id, email, role, confirmed, firstname, lastname, created_at)
    select 'u-' || i, lower((${first})[1 + i % ${FIRST.length}] || '.' || (${last})[1 + (i / ${FIRST.length}) % ${LAST.length}]) || '.' || i || '@example.com',
           'CUSTOMER', true, (${first})[1 + i % ${FIRST.length}], (${last})[1 + (i / ${FIRST.length}) % ${LAST.length}] || i, ${now}
    from generate_series(1, ${CUSTOMERS}) as i`);
  // 300 airports K000..K299; a third of the trips are round trips.
  await db.execute(sql`
    insert into bookings (id, status, owner_user_id, abone_search_id, category, tail_number, addon_ids, use_rewards,
                          price_breakup, total_cents, legs, busy_from, busy_to, created_at, updated_at,
                          hold_until, departs_at, route_codes)
    select md5(i::text)::uuid::text,
           (array['BOOKED','BOOKED','BOOKED','RESERVED','CANCELLED','COMPLETED','DRAFT'])[1 + i % 7],
           'u-' || (1 + i % ${CUSTOMERS}), 's-' || i, 'LIGHT_JET', 'N' || i, '[]'::jsonb, false,
           '{}'::jsonb, 2000000 + (i % 5000) * 100, '[]'::jsonb,
           d, d + interval '6 hours', d - interval '20 days', d - interval '20 days',
           case when i % 7 = 3 then d - interval '10 days' end, d,
           case when i % 3 = 0
             then array['K' || lpad((i % 300)::text, 3, '0'), 'K' || lpad(((i * 7) % 300)::text, 3, '0'), 'K' || lpad((i % 300)::text, 3, '0')]
             else array['K' || lpad((i % 300)::text, 3, '0'), 'K' || lpad(((i * 7) % 300)::text, 3, '0')] end
    from generate_series(1, ${BOOKINGS}) as i,
         lateral (select ${now}::timestamptz + ((i % 730) - 365) * interval '1 day' + (i % 24) * interval '1 hour' as d) t`);
  // Every other reservation waits for a wire.
  await db.execute(sql`
    insert into payments (id, booking_id, user_id, kind, method, status, amount_cents, card_fee_cents,
                          flight_amount_cents, rewards_used_cents, booking_version, created_at, updated_at)
    select 'p-' || b.id, b.id, b.owner_user_id, 'FULL', 'WIRE', 'AWAITING_TRANSFER', b.total_cents, 0, b.total_cents, 0,
           b.updated_at, b.created_at, b.created_at
    from bookings b where b.status = 'RESERVED' and substr(b.id, 1, 1) < '8'`);
  await db.execute(sql`analyze`);
  const picked = await pick(database);
  return { someId: picked.id, someEmail: picked.email };
}

async function pick(database: Database): Promise<{ id: string; email: string }> {
  const result = (await database.db.execute(
    sql`select b.id, u.email from bookings b join users u on u.id = b.owner_user_id where b.status = 'BOOKED' order by b.id limit 1 offset 777`,
  )) as unknown as { rows: { id: string; email: string }[] };
  const found = result.rows[0];
  if (!found) throw new Error('nothing seeded');
  return found;
}
