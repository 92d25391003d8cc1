import { partnersApi, type Partner, type PartnerBody } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { recordMeta } from '../../db/record';
import { makeRoomAt } from '../../db/row-order';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { PartnersTable } from './tables';

const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This partner no longer exists';

function partnerOf(row: Selectable<PartnersTable>): Partner {
  return { ...recordMeta(row), name: row.name, website: row.website, row: Number(row.row) };
}

const columnsOf = (body: PartnerBody) => ({ name: body.name.trim(), website: body.website.trim(), row: body.row });

/** Partners: list, add, edit (versioned), delete. */
export function partnersRoutes(app: FastifyInstance, { db, records }: ModuleContext) {
  route(app, partnersApi.list, {}, async () => {
    const rows = await db.selectFrom('partners').selectAll().orderBy('row').orderBy('created_at').execute();
    return { success: true, data: rows.map(partnerOf) };
  });

  route(app, partnersApi.add, WRITE, async (request, reply) => {
    const values = columnsOf(request.body);
    const row = await records.create('partners', async (tx) => {
      await makeRoomAt(tx, 'partners', values.row);
      return tx.insertInto('partners').values(values).returningAll().executeTakeFirstOrThrow();
    });
    reply.code(201);
    return { success: true, message: 'Partner added', data: partnerOf(row) };
  });

  route(app, partnersApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    const values = columnsOf(request.body);
    const row = await records.update({
      table: 'partners',
      id,
      missing: MISSING,
      version: request.body.updatedAt,
      async write(tx) {
        await makeRoomAt(tx, 'partners', values.row, id);
        return tx.updateTable('partners').set({ ...values, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      },
    });
    return { success: true, message: 'Partner updated', data: partnerOf(row) };
  });

  route(app, partnersApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'partners', id: request.params.id, missing: MISSING });
    return { success: true, message: 'Partner deleted' };
  });
}
