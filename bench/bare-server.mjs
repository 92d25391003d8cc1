// The bench's bare baseline: Fastify plus the database driver (pg, or PGlite in-process), no sessions, roles,
// schemas or query builder. GET /<scenario> replays the SQL the project ran for that request (captured by
// bench-data.ts, given in BENCH_STATEMENTS); POST /export streams every lead through exceljs as plainly as it
// can be written. Plain JavaScript run by node, so its start and memory are those of the bare stack.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { connectBareDatabase } from './bare-database.mjs';

const statements = JSON.parse(readFileSync(process.env.BENCH_STATEMENTS, 'utf8'));

const db = await connectBareDatabase();
const app = Fastify();

for (const [name, list] of Object.entries(statements)) {
  app.get(`/${name}`, async () => {
    const results = [];
    for (const statement of list) results.push(await db.query(statement.sql, statement.parameters));
    return { success: true, data: results };
  });
}

const LEAD_COLUMNS = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone_number',
  'num_of_orders',
  'countries_interested',
];
const FIRST_BATCH = 'select *, created_at::text as cursor_at from leads order by created_at desc, id limit 1000';
const NEXT_BATCH = `select *, created_at::text as cursor_at from leads
  where created_at <= $1::timestamptz and (created_at < $1::timestamptz or id > $2::uuid) order by created_at desc, id limit 1000`;

app.post('/export', async (_request, reply) => {
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Leads Contact');
  sheet.columns = [
    ...LEAD_COLUMNS.map((key) => ({ header: key, key, width: 24 })),
    { header: 'Date', key: 'created_at', width: 22 },
  ];
  void (async () => {
    let after = null;
    for (;;) {
      const rows = await (after ? db.query(NEXT_BATCH, after) : db.query(FIRST_BATCH, []));
      for (const row of rows) sheet.addRow({ ...row, created_at: new Date(row.created_at) }).commit();
      if (rows.length < 1000) break;
      after = [rows.at(-1).cursor_at, rows.at(-1).id];
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => output.destroy(error));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(output);
});

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
