// Prepared statements on PGlite, ours and Prisma's: parsed once and then only bound and executed,
// typed like `pglite.query`'s results, never run inside another caller's transaction, and a
// failure leaves the engine ready for the next statement.
import { messages, PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { namedStatements, withPreparedQueries } from '../src/core/db/pglite-statements.js'

const db = new PGlite()
const run = namedStatements(db)
afterAll(() => db.close())

const a = '00000000-0000-4000-8000-00000000000a'
const b = '00000000-0000-4000-8000-00000000000b'

beforeAll(async () => {
  await db.exec(`
    CREATE TABLE spot (id uuid PRIMARY KEY, lat float8, seq int NOT NULL, at timestamp(3), label text);
    INSERT INTO spot VALUES ('${a}', NULL, 0, NULL, 'a'), ('${b}', NULL, 0, NULL, 'b');
  `)
})

const move = {
  name: 'move',
  text: `UPDATE spot AS s SET lat = v.lat, seq = s.seq + 1, at = v.at
           FROM unnest($1::uuid[], $2::float8[], $3::timestamp(3)[]) AS v(id, lat, at)
          WHERE s.id = v.id
      RETURNING s.id, s.lat, s.seq, s.at, s.label, s.lat IS NULL AS "noLat"`,
}

it('runs a statement prepared once, with its values serialised and its rows parsed as query() does', async () => {
  for (const lat of [40.7, 40.8, 40.9]) {
    const rows = await run({
      ...move,
      values: [
        [a, b],
        [lat, null],
        ['2026-11-27T10:00:00.000', null],
      ],
    })
    const byId = new Map(rows.map((row) => [(row as { id: string }).id, row]))
    expect(byId.get(a)).toMatchObject({ lat, noLat: false, label: 'a', at: new Date('2026-11-27T10:00:00.000Z') })
    expect(byId.get(b)).toMatchObject({ lat: null, noLat: true, label: 'b', at: null })
  }
  const { rows } = await db.query<{ name: string; runs: number }>(
    'SELECT name, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements',
  )
  expect(rows).toEqual([{ name: 'move', runs: 3 }])
  expect((await db.query<{ seq: number }>('SELECT seq FROM spot WHERE id = $1', [a])).rows[0]?.seq).toBe(3)
})

it('refuses another text under a name already prepared', async () => {
  await expect(run({ ...move, text: 'SELECT 1', values: [] })).rejects.toThrow(/prepared with another text/)
})

it('refuses bad values, then runs the next statement as usual', async () => {
  await expect(run({ ...move, values: [['not a uuid'], [1], [null]] })).rejects.toThrow(/invalid input syntax/)
  const rows = await run({ ...move, values: [[a], [41], [null]] })
  expect(rows).toMatchObject([{ id: a, lat: 41 }])
})

it('does not keep a statement whose text fails, and tries it again the next time', async () => {
  const broken = { name: 'broken', text: 'SELECT nope FROM spot WHERE id = $1', values: [a] }
  await expect(run(broken)).rejects.toThrow(/column "nope" does not exist/)
  await expect(run(broken)).rejects.toThrow(/column "nope" does not exist/)
  expect(await run({ name: 'count', text: 'SELECT count(*)::int AS n FROM spot', values: [] })).toEqual([{ n: 2 }])
})

it('waits for another caller’s transaction instead of running inside it', async () => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let entered = () => {}
  const inside = new Promise<void>((resolve) => {
    entered = resolve
  })
  const transaction = db
    .transaction(async (tx) => {
      await tx.query(`UPDATE spot SET label = 'rolled back' WHERE id = $1`, [a])
      entered()
      await gate
      throw new Error('roll back')
    })
    .catch(() => 'rolled back')
  await inside
  const read = run({ name: 'label', text: 'SELECT label FROM spot WHERE id = $1', values: [a] })
  release()
  expect(await transaction).toBe('rolled back')
  expect(await read).toEqual([{ label: 'a' }])
})

describe("Prisma's queries (withPreparedQueries)", () => {
  const preparedTexts = async () =>
    (
      await db.query<{ statement: string; runs: number }>(
        `SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
          WHERE name LIKE 'prisma\\_%' ORDER BY statement`,
      )
    ).rows

  it('answers as query() does, each text parsed once', async () => {
    const client = withPreparedQueries(db)
    const text = 'SELECT id, label, at FROM spot WHERE id = $1'
    const options = { rowMode: 'array' as const, parsers: { 25: (value: string) => `<${value}>` } }
    const expected = await db.query(text, [a], options)
    expect(await client.query(text, [a], options)).toEqual(expected)
    expect(await client.query(text, [a], options)).toEqual(expected)
    expect(await preparedTexts()).toEqual([{ statement: text, runs: 2 }])
    const update = await client.query(`UPDATE spot SET label = label WHERE id = ANY($1::uuid[])`, [[a, b]])
    expect(update).toMatchObject({ affectedRows: 2, rows: [] })
  })

  it('keeps the most recently used texts only', async () => {
    const client = withPreparedQueries(db, 2)
    const texts = [1, 2, 3].map((n) => `SELECT ${n} + $1::int AS n`)
    for (const text of [texts[0], texts[1], texts[0], texts[2]]) await client.query(text as string, [1])
    // The second text was used longest ago: closed.
    const kept = (await preparedTexts()).map((row) => row.statement)
    expect(kept).toEqual(expect.arrayContaining([texts[0], texts[2]]))
    expect(kept).not.toContain(texts[1])
    expect((await client.query<{ n: number }>(texts[1] as string, [1])).rows).toEqual([{ n: 3 }])
  })

  it("fails as query() does, with PostgreSQL's error, and runs the next statement as usual", async () => {
    const client = withPreparedQueries(db)
    const broken = client.query('SELECT nope FROM spot')
    await expect(broken).rejects.toBeInstanceOf(messages.DatabaseError)
    await expect(broken).rejects.toMatchObject({ code: '42703' })
    await expect(client.query('SELECT label FROM spot WHERE id = $1', ['not a uuid'])).rejects.toMatchObject({
      code: '22P02',
    })
    expect((await client.query('SELECT label FROM spot WHERE id = $1', [b])).rows).toEqual([{ label: 'b' }])
  })

  it('runs in a transaction, whose rollback undoes its statements', async () => {
    const client = withPreparedQueries(db)
    const label = 'UPDATE spot SET label = $2 WHERE id = $1'
    await client
      .transaction(async (tx) => {
        await tx.query(label, [a, 'inside'])
        expect((await tx.query('SELECT label FROM spot WHERE id = $1', [a])).rows).toEqual([{ label: 'inside' }])
        throw new Error('roll back')
      })
      .catch(() => {})
    expect((await client.query('SELECT label FROM spot WHERE id = $1', [a])).rows).toEqual([{ label: 'a' }])
    await client.transaction(async (tx) => {
      await tx.query(label, [b, 'committed'])
      await expect(tx.query('SELECT nope FROM spot')).rejects.toMatchObject({ code: '42703' })
      // As on PostgreSQL: the failed statement aborted the transaction.
      await expect(tx.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' })
      await tx.rollback()
      await expect(tx.query('SELECT 1')).rejects.toThrow(/closed/)
    })
    expect((await client.query('SELECT label FROM spot WHERE id = $1', [b])).rows).toEqual([{ label: 'b' }])
  })
})
