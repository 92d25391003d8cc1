import { activityApi, roleCan, seesClientAddresses } from '@backoffice/contracts';
import { currentAdmin, ROLE_CANNOT } from '../../auth/request-guard';
import { AppError } from '../../http/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { streamXlsx } from '../../http/xlsx-stream';
import { sheetIn } from '../../http/sheet-texts';
import { adminLanguage } from '../preferences/admin-language';
import type { ModuleContext } from '../module';
import { PERSONAL_TABLES } from './groups';
import { activityBatches, activityPage, recordHistory } from './queries';

const RESTRICTED_HISTORY = new Set(['admins', 'api_tokens', ...Object.keys(PERSONAL_TABLES)]);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const SHEET = {
  sheet: 'Activity',
  columns: [
    { header: 'When', key: 'created_at', width: 22 },
    { header: 'Who', key: 'admin_name' },
    { header: 'Role', key: 'admin_role', width: 12 },
    { header: 'Address', key: 'ip', width: 16 },
    { header: 'Action', key: 'action', width: 14 },
    { header: 'Screen group', key: 'grp', width: 16 },
    { header: 'Record', key: 'label', width: 32 },
    { header: 'Record id', key: 'record_id', width: 38 },
    { header: 'Changes', key: 'changes', width: 60 },
  ],
  dates: ['created_at'],
};
const SHEET_WITHOUT_ADDRESS = { ...SHEET, columns: SHEET.columns.filter((column) => column.key !== 'ip') };

/**
 * The activity log, read only (admin and superAdmin: `data:manage`): no route edits or deletes it. A content
 * record's history is readable by anyone signed in, like the record itself.
 */
export function activityRoutes(app: FastifyInstance, { db }: ModuleContext) {
  // Client addresses are left out of every answer (and the export) but a super admin's.
  const withAddress = (request: FastifyRequest) => seesClientAddresses(currentAdmin(request).role);

  route(app, activityApi.list, { permission: 'data:manage' }, async (request) => ({
    success: true,
    data: await activityPage(db, request.query, withAddress(request)),
  }));

  route(app, activityApi.history, {}, async (request) => {
    // Content history is for anyone who can read the content; people's (admins' sign-ins and addresses,
    // collected personal data) only for those who manage data.
    if (RESTRICTED_HISTORY.has(request.params.table) && !roleCan(currentAdmin(request).role, 'data:manage'))
      throw new AppError(403, ROLE_CANNOT);
    return {
      success: true,
      data: await recordHistory(db, request.params.table, request.params.id, withAddress(request)),
    };
  });

  route(app, activityApi.people, { permission: 'data:manage' }, async () => {
    const admins = await db
      .selectFrom('admins')
      .select(['id', 'f_name', 'l_name'])
      .orderBy('f_name')
      .orderBy('l_name')
      .execute();
    return {
      success: true,
      data: admins.map((admin) => ({ _id: admin.id, name: `${admin.f_name} ${admin.l_name}`.trim() })),
    };
  });

  route(app, activityApi.exportXlsx, { permission: 'data:manage' }, async (request, reply) => {
    const filters = request.body;
    // Column names in the asking admin's language (docs/languages.md "Export files"); values stay as stored.
    const language = await adminLanguage(db, request);
    await request.records.event({ action: 'export', table: 'activity', label: 'Activity.xlsx', details: { filters } });
    return reply
      .type(XLSX)
      .header('content-disposition', 'attachment; filename="Activity.xlsx"')
      .header('cache-control', 'no-store')
      .send(
        streamXlsx(
          sheetIn(withAddress(request) ? SHEET : SHEET_WITHOUT_ADDRESS, language),
          activityBatches(db, filters),
        ),
      );
  });
}
