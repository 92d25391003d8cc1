import { partnersApi, type Partner, type PartnerBody } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { recordMeta } from '../../db/record';
import { insertAtRow, rowsInOrder, updateAtRow } from '../../db/row-order';
import { route } from '../../http/route';
import type { ModuleContext } from '../module';
import type { PartnersTable } from './tables';

const WRITE = { permission: 'content:write' } as const;
const MISSING = 'This partner no longer exists';

function partnerOf(row: Selectable<PartnersTable>): Partner {
  return { ...recordMeta(row), name: row.name, website: row.website, row: Number(row.row) };
}

/** The stored columns (the schema already refused blank names and other websites). */
const columnsOf = (body: PartnerBody) => ({ name: body.name.trim(), website: body.website.trim(), row: body.row });

/** Partners: list, add, edit (versioned), delete. */
export function partnersRoutes(app: FastifyInstance, { db, records }: ModuleContext) {
  route(app, partnersApi.list, {}, async () => ({ success: true, data: (await rowsInOrder(db, 'partners')).map(partnerOf) }));

  route(app, partnersApi.add, WRITE, async (request, reply) => {
    const created = await records.create('partners', (tx) => insertAtRow(tx, 'partners', columnsOf(request.body)));
    reply.code(201);
    return { success: true, message: 'Partner added', data: partnerOf(created) };
  });

  route(app, partnersApi.edit, WRITE, async (request) => {
    const { id } = request.params;
    const updated = await records.update({
      table: 'partners',
      id,
      missing: MISSING,
      version: request.body.updatedAt,
      write: (tx) => updateAtRow(tx, 'partners', id, columnsOf(request.body)),
    });
    return { success: true, message: 'Partner updated', data: partnerOf(updated) };
  });

  route(app, partnersApi.remove, WRITE, async (request) => {
    await records.remove({ table: 'partners', id: request.params.id, missing: MISSING });
    return { success: true, message: 'Partner deleted' };
  });
}
