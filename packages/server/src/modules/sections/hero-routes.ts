import { sectionsApi, type GeneralHeroRecord } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { filesLetGo } from '../../content-state/files';
import { readPublishingInput } from '../../content-state/input';
import { newRecordPublishing, saveContentEdit, savedMessage } from '../../content-state/save';
import { publishingOf, withDraft } from '../../content-state/state';
import { updateRow } from '../../db/record-writes';
import { AppError } from '../../http/app-error';
import { route, type ContractRequest } from '../../http/route';
import { readMultipart } from '../../storage/read-multipart';
import type { ModuleContext } from '../module';
import { storeImage } from './routes';
import type { DashboardHeroTable, HomeHeroTable } from './tables';

const HERO_REQUIRED = 'Please fill in all required fields';
const WRITE = { permission: 'content:write' } as const;
const HEADING_MAX = 300;
const DESCRIPTION_MAX = 5000;
const NO_HERO = 'There is no home hero yet; add it first';
const NO_COVER = 'There is no dashboard cover yet; add it first';

type HomeHeroRow = Selectable<HomeHeroTable> & { id: string };
type DashboardHeroRow = Selectable<DashboardHeroTable> & { id: string };

/** The home hero as its editors see it: its draft's values when it has one, and its publishing state. */
function homeHeroOf(row: HomeHeroRow): GeneralHeroRecord {
  const working = withDraft(row);
  return {
    heading: working.heading,
    description: working.description,
    image: working.image,
    updatedAt: new Date(row.updated_at).toISOString(),
    ...publishingOf(row),
  };
}

/** Heading and description as sent, or (not sent, on an update) as the editors see them; both required, too long refused (never cut). */
function heroText(fields: Record<string, string>, kept: { heading: string; description: string } | undefined) {
  const heading = (fields.heading ?? kept?.heading ?? '').trim();
  const description = (fields.description ?? kept?.description ?? '').trim();
  if (!heading || !description) throw new AppError(400, HERO_REQUIRED);
  if (heading.length > HEADING_MAX)
    throw new AppError(400, `heading must be at most ${HEADING_MAX} characters`, 'heading');
  if (description.length > DESCRIPTION_MAX)
    throw new AppError(400, `description must be at most ${DESCRIPTION_MAX} characters`, 'description');
  return { heading, description };
}

/**
 * The home description hero (`/hero/*-general-section`: heading, description, image) and the dashboard
 * hero cover (`/dashboard-hero`), one of each, each with a draft and a published version
 * (docs/editorial-workflow.md: kinds `home_hero` and `dashboard_hero`, id 1).
 */
export function heroRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  const readHomeHero = async () =>
    (await db.selectFrom('home_hero').selectAll().where('id', '=', 1).executeTakeFirst()) as HomeHeroRow | undefined;
  const readCover = async () =>
    (await db.selectFrom('dashboard_hero').selectAll().where('id', '=', 1).executeTakeFirst()) as
      DashboardHeroRow | undefined;

  route(app, sectionsApi.generalHero, {}, async () => {
    const row = await readHomeHero();
    return { success: true, generalSection: row ? homeHeroOf(row) : null };
  });

  const saveHero =
    (mode: 'create' | 'update') =>
    async (request: ContractRequest<typeof sectionsApi.createGeneralHero>, reply: FastifyReply) => {
      const form = await readMultipart(request, { maxFiles: 1 });
      const input = readPublishingInput(form.fields, request);
      const current = await readHomeHero();
      // Checked before the image is stored; the edit checks them again against the row it locks.
      heroText(form.fields, mode === 'update' && current ? withDraft(current) : undefined);
      if (mode === 'create' && current) throw new AppError(409, 'The home hero already exists; edit it instead');
      if (mode === 'update' && !current) throw new AppError(404, NO_HERO);
      const image = form.files.image
        ? await storeImage(uploads, form.files.image, 'The image', 'image', request.admin?.id ?? null)
        : null;
      let saved: HomeHeroRow;
      try {
        if (mode === 'create') {
          const values = {
            id: 1,
            ...heroText(form.fields, undefined),
            image: image ?? '',
            ...newRecordPublishing(input, request),
          };
          const created = await request.records.singleton('home_hero', (tx) =>
            tx
              .insertInto('home_hero')
              .values(values)
              .onConflict((conflict) => conflict.column('id').doNothing())
              .returningAll()
              .executeTakeFirst(),
          );
          if (!created) throw new AppError(409, 'The home hero already exists; edit it instead');
          saved = created as HomeHeroRow;
        } else {
          saved = await saveContentEdit<HomeHeroRow>(request.records, {
            table: 'home_hero',
            id: '1',
            missing: NO_HERO,
            request,
            input,
            values: (working) => ({ ...heroText(form.fields, working), image: image ?? working.image }),
            writeLive: (tx, id, values) => updateRow(tx, 'home_hero', id, values),
            dropsFiles: (before, after) => filesLetGo(before, after, ['image']),
          });
        }
      } catch (error) {
        if (image) await uploads.remove(image);
        throw error;
      }
      reply.code(mode === 'create' ? 201 : 200);
      return {
        success: true as const,
        message: savedMessage(saved, 'Hero saved', 'Hero saved as a draft'),
        generalSection: homeHeroOf(saved),
      };
    };
  route(app, sectionsApi.createGeneralHero, WRITE, saveHero('create'));
  route(app, sectionsApi.updateGeneralHero, WRITE, saveHero('update'));

  route(app, sectionsApi.dashboardHero, {}, async () => {
    const row = await readCover();
    if (!row) return { success: true, hero: null, updatedAt: null };
    return {
      success: true,
      hero: withDraft(row).cover || null,
      updatedAt: new Date(row.updated_at).toISOString(),
      ...publishingOf(row),
    };
  });

  route(app, sectionsApi.editDashboardHero, WRITE, async (request) => {
    const form = await readMultipart(request, { maxFiles: 1 });
    const input = readPublishingInput(form.fields, request);
    const current = await readCover();
    // Once there is a cover, a save without a new one keeps it (e.g. to publish or schedule its draft).
    if (!form.files.cover && !current) throw new AppError(400, 'Please choose a cover image');
    const cover = form.files.cover
      ? await storeImage(uploads, form.files.cover, 'The cover', 'cover', request.admin?.id ?? null)
      : null;
    let saved: DashboardHeroRow;
    try {
      if (!current) {
        const values = { id: 1, cover: cover!, ...newRecordPublishing(input, request) };
        saved = (await request.records.singleton('dashboard_hero', (tx) =>
          tx
            .insertInto('dashboard_hero')
            .values(values)
            .onConflict((conflict) => conflict.column('id').doUpdateSet({ cover: cover!, updated_at: new Date() }))
            .returningAll()
            .executeTakeFirstOrThrow(),
        )) as DashboardHeroRow;
      } else {
        saved = await saveContentEdit<DashboardHeroRow>(request.records, {
          table: 'dashboard_hero',
          id: '1',
          missing: NO_COVER,
          request,
          input,
          values: (working) => ({ cover: cover ?? working.cover }),
          writeLive: (tx, id, values) => updateRow(tx, 'dashboard_hero', id, values),
          dropsFiles: (before, after) => filesLetGo(before, after, ['cover']),
        });
      }
    } catch (error) {
      // The cover never became the hero's: remove it at once rather than leave it to the orphan sweep.
      if (cover) await uploads.remove(cover);
      throw error;
    }
    return {
      success: true,
      message: savedMessage(saved, 'Cover updated', 'Cover saved as a draft'),
      cover: withDraft(saved).cover,
      updatedAt: new Date(saved.updated_at).toISOString(),
      ...publishingOf(saved),
    };
  });
}
