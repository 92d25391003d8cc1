import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MAX_SIDE, roleCan, usersApi } from '@backoffice/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import imageSize from 'image-size';
import { currentAdmin, ROLE_CANNOT } from '../../auth/request-guard';
import { verifyPassword } from '../../auth/passwords';
import { revokeAdminSessions } from '../../auth/sessions';
import { adminsWithSecondFactor } from '../../auth/second-factors';
import { endAdminPendingSignIns } from '../../auth/pending-sign-ins';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { retryWhileChanged } from '../../db/partial-update';
import type { Uploads } from '../../storage/uploads';
import type { ModuleContext } from '../module';
import { readAdminFields } from './input';
import { deleteAdmin, insertAdmin, listAdmins, updateAdmin, type AdminChange } from './queries';

const PICTURE = { kinds: ['image'], maxBytes: PROFILE_PICTURE_MAX_BYTES, label: 'The profile picture' } as const;
const TOO_BIG_PICTURE = `Image should be smaller than ${PROFILE_PICTURE_MAX_SIDE}px width and ${PROFILE_PICTURE_MAX_SIDE}px height`;

/** The own-profile form arrives as multipart (FName, LName, email, role, password, profilePic, removePfp). */
async function readProfileForm(request: FastifyRequest, uploads: Uploads) {
  const form = await uploads.read(request, { profilePic: PICTURE });
  let pfp: string | null | undefined;
  const picture = form.files.profilePic;
  if (picture) {
    const size = imageSize(picture.buffer);
    if (!size.width || !size.height || size.width > PROFILE_PICTURE_MAX_SIDE || size.height > PROFILE_PICTURE_MAX_SIDE)
      throw new AppError(400, TOO_BIG_PICTURE);
    return { fields: form.fields, picture };
  }
  if (form.fields.removePfp === 'true') pfp = null;
  return { fields: form.fields, picture: null, pfp };
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

async function checkCurrentPassword(db: Kysely<Database>, adminId: string, currentPassword: string): Promise<void> {
  const row = await db.selectFrom('admins').select('password_hash').where('id', '=', adminId).executeTakeFirst();
  if (
    !row ||
    !currentPassword ||
    currentPassword.length > 1024 ||
    !(await verifyPassword(currentPassword, row.password_hash))
  ) {
    throw new AppError(400, WRONG_CURRENT_PASSWORD, 'currentPassword');
  }
}

/**
 * Admin users. Listing needs a session; adding and deleting need `users:manage`; an update
 * of someone else needs `users:manage`, while anyone may update their own profile but not their own role.
 */
export function usersRoutes(app: FastifyInstance, { db, uploads }: ModuleContext) {
  // Super admins also see who has a second factor (to reset it, or to see who still needs one).
  route(app, usersApi.list, {}, async (request) => {
    const admins = await listAdmins(db, request.query.q);
    if (!roleCan(currentAdmin(request).role, 'users:manage')) return { success: true, data: { data: admins } };
    const withFactor = await adminsWithSecondFactor(db);
    return {
      success: true,
      data: { data: admins.map((admin) => ({ ...admin, secondFactor: withFactor.has(admin._id) })) },
    };
  });

  // Without a role a new admin gets the least one (viewer), never more.
  route(app, usersApi.add, { permission: 'users:manage' }, async (request, reply) => {
    const fields = await readAdminFields(request.body, { passwordRequired: true });
    const admin = await insertAdmin(request.records, {
      ...fields,
      password: fields.password!,
      role: fields.role ?? 'viewer',
    });
    reply.code(201);
    return { success: true, message: 'User created', data: admin };
  });

  // The body is JSON (user management) or multipart (own profile), so the route checks it itself.
  // Also the profile screen's save (its own account): on while either plugin is, so never switched off here.
  route(app, usersApi.update, { plugin: null }, async (request) => {
    const me = currentAdmin(request);
    const isSelf = request.params.id === me.id;
    if (!isSelf && !roleCan(me.role, 'users:manage')) throw new AppError(403, ROLE_CANNOT);

    let raw: Record<string, unknown>;
    let picture = null;
    let pfp: string | null | undefined;
    if (request.isMultipart()) {
      const form = await readProfileForm(request, uploads);
      raw = form.fields;
      picture = form.picture;
      pfp = form.pfp;
    } else {
      if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body))
        throw new AppError(400, 'Send the user as JSON or as a form');
      raw = request.body as Record<string, unknown>;
    }
    // Fields not sent keep their stored values (names, e-mail; the role and password already did); run again
    // when another write changed the admin between reading and writing (db/partial-update.ts).
    const sent = raw;
    const { fields, result } = await retryWhileChanged(async () => {
      const stored = await db
        .selectFrom('admins')
        .select(['f_name', 'l_name', 'email', 'updated_at'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      const merged = stored ? { FName: stored.f_name, LName: stored.l_name, email: stored.email, ...sent } : sent;
      const fields = await readAdminFields(merged, { passwordRequired: false });
      if (isSelf && fields.role && fields.role !== me.role) throw new AppError(403, 'You cannot change your own role');
      // A session left open (or stolen) must not be enough to take the account over: the own password or
      // e-mail changes only with the current password.
      if (isSelf && (fields.password || fields.email !== me.email)) {
        await checkCurrentPassword(db, me.id, typeof sent.currentPassword === 'string' ? sent.currentPassword : '');
      }

      const saved = picture ? await uploads.save(picture, 'profiles') : null;
      const change: AdminChange = {
        ...fields,
        pfp: saved ?? pfp,
        updatedAt: typeof sent.updatedAt === 'string' ? sent.updatedAt : undefined,
        basedOn: stored?.updated_at,
      };
      try {
        return { fields, result: await updateAdmin(request.records, request.params.id, change) };
      } catch (error) {
        if (saved) await uploads.remove(saved);
        throw error;
      }
    });
    // A new password ends the admin's other sessions (all of them when someone else changed it).
    if (fields.password) {
      const id = request.params.id;
      await request.records.event(
        (ended: number) => ({
          action: 'sessions-revoked',
          table: 'admins',
          id,
          label: `${result.admin.FName} ${result.admin.LName}`.trim(),
          details: { sessions: ended, reason: 'password changed' },
        }),
        async (tx) => {
          // A sign-in waiting for its second factor was made with the old password: it ends too.
          await endAdminPendingSignIns(tx, id);
          return revokeAdminSessions(tx, id, isSelf && request.sessionId ? { exceptSessionId: request.sessionId } : {});
        },
      );
    }
    return { success: true, message: isSelf ? 'Profile updated' : 'User updated', data: result.admin };
  });

  route(app, usersApi.remove, { permission: 'users:manage' }, async (request) => {
    if (request.params.id === currentAdmin(request).id) throw new AppError(400, 'You cannot delete your own account');
    await deleteAdmin(request.records, request.params.id);
    return { success: true, message: 'User deleted' };
  });
}
