/**
 * Loads the search benchmark's listings into an empty database, fast: reference data, 3,000
 * members (2,000 sellers, 200 stores), then INSERT … SELECT generate_series in 100,000-row
 * statements through the real triggers (search document and vocabulary), with the secondary
 * indexes dropped during the load and built afterwards, as a bulk load would (and, as a superuser,
 * without per-row foreign-key checks). Every "random" choice is a hash of the row number, so the
 * data is the same on every run.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client';
import { queryRows } from '../server/db/query-rows';
import { seedDatabase } from '../server/db/seed';
import { buildBenchCards } from './search-bench-cards';

const CHUNK = 100_000;
export const BENCH_SELLERS = 2_000;
export const BENCH_MEMBERS = 3_000;

export async function loadBenchData(db: Db, listings: number, now: Date, log: (line: string) => void) {
  await seedDatabase(db, { info: () => {} }, { now, demo: false });
  await db.transaction(async (tx) => {
    // One connection, so the session settings below hold for every statement of the load.
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    const [{ superuser } = { superuser: false }] = await rows<{ superuser: boolean }>(
      tx, sql`select rolsuper as superuser from pg_roles where rolname = current_user`);
    if (superuser) {
      // The generator only writes valid references: skip the per-row foreign-key checks, but keep
      // the search triggers firing (ENABLE ALWAYS), since they build what the benchmark searches.
      await tx.execute(sql`alter table commodities enable always trigger commodities_search_refresh`);
      await tx.execute(sql`alter table commodities enable always trigger commodities_search_terms_collect`);
      await tx.execute(sql`set local session_replication_role = replica`);
    }
    await loadRows(tx, listings, now, log);
    if (superuser) {
      await tx.execute(sql`set local session_replication_role = origin`);
      await tx.execute(sql`alter table commodities enable trigger commodities_search_refresh`);
      await tx.execute(sql`alter table commodities enable trigger commodities_search_terms_collect`);
    }
  });
}

async function loadRows(db: Db | Tx, listings: number, now: Date, log: (line: string) => void) {
  await db.execute(sql`create function bench_rand(g bigint, k int) returns float8 language sql immutable
    as $$ select (hashint8(g * 31 + k) & 2147483647)::float8 / 2147483648.0 $$`);
  await db.execute(sql`insert into members (id, nickname, password_hash, member_source, is_seller)
    select g, 'bench' || g, 'x', 'US', g <= ${BENCH_SELLERS} from generate_series(1, ${BENCH_MEMBERS}) g`);
  await db.execute(sql`insert into stores (id, seller_member_id, store_name, store_logo, is_recommended, area_code)
    select g, g, 'Bench Store ' || g, '/media/generated/store/' || (1 + g % 12) || '.webp', g <= 12, 'US' from generate_series(1, 200) g`);
  const cards = buildBenchCards(20_000);
  await db.execute(sql`create table bench_cards as select * from jsonb_to_recordset(${JSON.stringify(cards)}::jsonb) as x(
    id int, kind text, first int, second int, "secondName" text, singles int, graded int, year int, set text,
    manufacturer int, subject text, number text, rookie boolean, auto boolean, "valueCents" int)`);
  await db.execute(sql`alter table bench_cards add primary key (id)`);

  const indexes = await rows<{ name: string; def: string }>(db, sql`select indexname as name, indexdef as def from pg_indexes
    where tablename = 'commodities' and indexname not in ('commodities_pkey', 'commodities_code_unique')`);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  for (let from = 1; from <= listings; from += CHUNK) {
    const started = performance.now();
    await db.execute(insertListings(from, Math.min(listings, from + CHUNK - 1), cards.length, now));
    log(`  listings ${from}-${Math.min(listings, from + CHUNK - 1)}: ${Math.round(performance.now() - started)} ms`);
  }
  const built = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.def));
  log(`  ${indexes.length} secondary indexes built: ${Math.round(performance.now() - built)} ms`);
  await db.execute(sql`select setval(pg_get_serial_sequence('commodities', 'id'), ${listings + 1}, false)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${BENCH_MEMBERS + 1}, false)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('stores', 'id'), 201, false)`);
  await loadViewerData(db, listings);
}

/** Signed-in buyers (members 2,001-3,000) block 0-3 of the biggest sellers and watch listings. */
async function loadViewerData(db: Db | Tx, listings: number) {
  await db.execute(sql`insert into member_blocks (member_id, blocked_member_id)
    select m, 1 + floor(bench_rand(m, k) * 50)::int from generate_series(${BENCH_SELLERS + 1}::int, ${BENCH_MEMBERS}::int) m,
    generate_series(1, 3) k where bench_rand(m, 10 + k) < 0.5 on conflict do nothing`);
  await db.execute(sql`insert into watches (member_id, commodity_id)
    select ${BENCH_SELLERS + 1} + floor(bench_rand(g, 1) * 1000)::int, 1 + floor(bench_rand(g, 2) * ${listings})::int
    from generate_series(1, 100000) g on conflict do nothing`);
}

function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return queryRows<T>(db, query);
}

function insertListings(from: number, to: number, cardCount: number, now: Date) {
  const at = now.toISOString();
  const grades = `array['PSA 10','PSA 9','PSA 8','BGS 9.5','BGS 9','SGC 10','SGC 9.5','CGC 10','CGC 9.5','PSA 7']`;
  const parallels = `array['Refractor','Silver Prizm','Gold Refractor /50','Blue /199','Orange /25','Holo','Green /99','Red /5','Black 1/1']`;
  const yn = (flag: string) => `case when ${flag} then 'Yes' else 'No' end`;
  return sql.raw(`
    with r as (
      select g,
        case when bench_rand(g, 1) < 0.3 then 1 + floor(111 * bench_rand(g, 2) ^ 1.5)::int
             else 112 + floor(${cardCount - 111} * bench_rand(g, 2) ^ 2)::int end as card,
        case when bench_rand(g, 3) < 0.5 then (${grades})[1 + floor(bench_rand(g, 4) * 10)::int] end as grade,
        case when bench_rand(g, 5) < 0.3 then (${parallels})[1 + floor(bench_rand(g, 6) * 9)::int] end as parallel,
        case when bench_rand(g, 7) < 0.25 then 1 when bench_rand(g, 7) < 0.28 then 2 when bench_rand(g, 7) < 0.73 then -2
             when bench_rand(g, 7) < 0.93 then -1 else 0 end as status,
        bench_rand(g, 8) as way, bench_rand(g, 9) as h9, bench_rand(g, 10) as h10, bench_rand(g, 11) as h11,
        1 + floor(${BENCH_SELLERS} * bench_rand(g, 12) ^ 2)::int as seller
      from generate_series(${from}, ${to}) g
    ), w as (
      select r.*, case when status = 0 then 1 when status = -1 then 2 when way < 0.6 then 2 else 1 end as by_way from r
    ), t as (
      select w.*, case when by_way = 2 then case status
          when 1 then timestamptz '${at}' + h10 * interval '10 days'
          when 2 then timestamptz '${at}' + interval '2 days' + h10 * interval '10 days'
          else timestamptz '${at}' - h10 * interval '365 days' end end as ends_at
      from w
    )
    insert into commodities (code, title, tit_img, first_category_id, second_category_id, third_category_id, manufacturer_id,
      year, series, card_number, player, is_graded, grade, grader, grade_tenths, raw_condition, properties, by_way, bargain, order_type, status, price_cents,
      start_price_cents, postage_cents, deposit_num, starts_at, ends_at, auction_count, attention_count, seller_member_id,
      store_id, member_source, created_at, updated_at)
    select 'HL' || lpad(g::text, 7, '0'),
      concat_ws(' ', case when c."secondName" in ('Basketball', 'Hockey') then c.year || '-' || lpad(((c.year + 1) % 100)::text, 2, '0')
        else c.year::text end, c.set, c.subject, parallel, case when c.rookie then 'Rookie' end, case when c.auto then 'Auto' end,
        case when c.number like '%/%' then c.number else '#' || c.number end, grade),
      '/media/generated/card/' || (1 + g % 2000) || '.webp', c.first, c.second,
      case when grade is null then c.singles else c.graded end, c.manufacturer, c.year, c.set, c.number, c.subject,
      grade is not null, grade, split_part(grade, ' ', 1), (split_part(grade, ' ', 2)::numeric * 10)::smallint,
      case when grade is null then (array['NM','LP','MP','HP','DMG'])[1 + floor(bench_rand(g, 13) ^ 2 * 5)::int] end,
      case c.kind
        when 'sports' then jsonb_build_object('Graded', ${yn('grade is not null')}, 'Rookie', ${yn('c.rookie')}, 'Auto', ${yn('c.auto')},
          'SerialNumbered', ${yn("parallel like '%/%'")}, 'Sports', c."secondName")
        when 'tcg' then jsonb_build_object('Graded', ${yn('grade is not null')}, 'GameComic', c."secondName")
        else jsonb_build_object('Graded', ${yn('grade is not null')}, 'Auto', ${yn('c.auto')}, 'SerialNumbered', ${yn("parallel like '%/%'")},
          'GameComic', c."secondName") end,
      by_way, by_way = 1 and h9 < 0.4, case when by_way = 1 and h9 > 0.7 then 1 else 0 end, status,
      greatest(100, round(c."valueCents" * (case when grade is null then 1 else 2 end) * (case when parallel is null then 1 else 3 end)
        * (0.5 + h11)))::bigint as price,
      greatest(100, round(c."valueCents" * (0.5 + h11) * 0.6))::bigint, 500 + floor(h9 * 1000)::int * 1,
      case when by_way = 2 then 1 + floor(c."valueCents" / 1000) else 0 end,
      coalesce(ends_at - interval '7 days', timestamptz '${at}' - h10 * interval '400 days'), ends_at,
      case when by_way = 2 and status <> 2 then floor(40 * h11 ^ 3)::int + case when status = -2 then 1 else 0 end else 0 end,
      floor(30 * h9 ^ 4)::int, seller, case when seller <= 200 then seller end, 'US',
      least(timestamptz '${at}', coalesce(ends_at - interval '7 days', timestamptz '${at}' - h10 * interval '400 days')),
      least(timestamptz '${at}', coalesce(ends_at, timestamptz '${at}' - h10 * interval '200 days'))
    from t join bench_cards c on c.id = t.card`);
}
