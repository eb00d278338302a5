// PGlite has no autovacuum launcher (it is a standalone backend): the app vacuums and analyses the
// embedded database itself, with autovacuum's thresholds.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, it } from 'vitest'
import { maintainPglite } from '../src/core/db/pglite-maintenance.js'

const db = new PGlite()
afterAll(() => db.close())

/** Backends report their table counters at most once a second: the test has them reported now. */
const reported = async () => {
  await db.query('SELECT pg_stat_force_next_flush()')
  await db.query('SELECT 1')
}

const analysed = async (table: string) =>
  (
    await db.query<{ last_analyze: Date | null; n_mod_since_analyze: number }>(
      'SELECT last_analyze, n_mod_since_analyze::int FROM pg_stat_user_tables WHERE relname = $1',
      [table],
    )
  ).rows[0]

it('analyses the tables changed past the threshold, vacuums those with dead rows, and leaves the rest', async () => {
  expect((await db.query<{ backend_type: string }>('SELECT backend_type FROM pg_stat_activity')).rows).toEqual([
    { backend_type: 'standalone backend' },
  ])
  await db.exec(`
    CREATE TABLE big (id int PRIMARY KEY, v int);
    INSERT INTO big SELECT g, g FROM generate_series(1, 2000) g;
    CREATE TABLE small (id int PRIMARY KEY);
    INSERT INTO small SELECT g FROM generate_series(1, 10) g;`)
  await reported()
  expect(await maintainPglite(db)).toEqual(['public.big'])
  await reported()
  expect((await analysed('big'))?.last_analyze).toBeInstanceOf(Date)
  expect(await analysed('small')).toMatchObject({ last_analyze: null, n_mod_since_analyze: 10 })

  expect(await maintainPglite(db)).toEqual([])
  await db.exec('DELETE FROM big WHERE id <= 600')
  await reported()
  expect(await maintainPglite(db)).toEqual(['public.big'])
  await reported()
  const { rows } = await db.query<{ n_dead_tup: number; last_vacuum: Date | null }>(
    "SELECT n_dead_tup::int, last_vacuum FROM pg_stat_user_tables WHERE relname = 'big'",
  )
  expect(rows[0]).toMatchObject({ n_dead_tup: 0, last_vacuum: expect.any(Date) })
})
