import type { FastifyInstance, FastifyRequest } from 'fastify';
import imageSize from 'image-size';
import { currentAdmin, ROLE_CANNOT } from '../../auth/request-guard';
import { roleCan } from '../../auth/permissions';
import { revokeAdminSessions } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { acceptUpload } from '../../storage/accept-upload';
import { readMultipart } from '../../storage/read-multipart';
import type { ModuleContext } from '../module';
import { adminBodySchema, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MAX_SIDE, readAdminFields } from './users-input';
import { deleteAdmin, insertAdmin, listAdmins, updateAdmin, type AdminChange } from './users-queries';
import { idParamsSchema } from '../../http/common-schemas';

const listQuery = { type: 'object', properties: { q: { type: 'string', maxLength: 200 } } } as const;
const TOO_BIG_PICTURE = `Image should be smaller than ${PROFILE_PICTURE_MAX_SIDE}px width and ${PROFILE_PICTURE_MAX_SIDE}px height`;

/** The own-profile form arrives as multipart (FName, LName, email, role, password, profilePic, removePfp). */
async function readProfileForm(request: FastifyRequest, storage: ModuleContext['storage']) {
  const form = await readMultipart(request, { maxFileBytes: PROFILE_PICTURE_MAX_BYTES, maxFiles: 1 });
  let pfp: string | null | undefined;
  const sent = form.files.profilePic;
  if (sent) {
    const picture = await acceptUpload(sent, { kinds: ['image'], maxBytes: PROFILE_PICTURE_MAX_BYTES, label: 'The profile picture' });
    const size = imageSize(picture.buffer);
    if (!size.width || !size.height || size.width > PROFILE_PICTURE_MAX_SIDE || size.height > PROFILE_PICTURE_MAX_SIDE) throw new AppError(400, TOO_BIG_PICTURE);
    return { fields: form.fields, picture };
  }
  if (form.fields.removePfp === 'true') pfp = null;
  return { fields: form.fields, picture: null, pfp };
}

/**
 * Admin users (admin spec §7). Listing needs a session; adding and deleting need `users:manage`; an update
 * of someone else needs `users:manage`, while anyone may update their own profile but not their own role.
 */
export function usersRoutes(app: FastifyInstance, { db, storage }: ModuleContext) {
  app.get<{ Querystring: { q?: string } }>('/admin/get', { schema: { querystring: listQuery } }, async (request) => ({
    success: true,
    data: { data: await listAdmins(db, request.query.q) },
  }));

  app.post<{ Body: Record<string, unknown> }>(
    '/admin/signup',
    { config: { permission: 'users:manage' }, schema: { body: adminBodySchema } },
    async (request, reply) => {
      const fields = readAdminFields(request.body, { passwordRequired: true });
      const admin = await insertAdmin(db, { ...fields, password: fields.password!, role: fields.role ?? 'superAdmin' });
      return reply.code(201).send({ success: true, message: 'User created', data: admin });
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/admin/update/:id',
    // The body is JSON (user management) or multipart (own profile): the schema applies to JSON only.
    { schema: { params: idParamsSchema } },
    async (request) => {
      const me = currentAdmin(request);
      const isSelf = request.params.id === me.id;
      if (!isSelf && !roleCan(me.role, 'users:manage')) throw new AppError(403, ROLE_CANNOT);

      let raw: Record<string, unknown>;
      let picture = null;
      let pfp: string | null | undefined;
      if (request.isMultipart()) {
        const form = await readProfileForm(request, storage);
        raw = form.fields;
        picture = form.picture;
        pfp = form.pfp;
      } else {
        if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) throw new AppError(400, 'Send the user as JSON or as a form');
        raw = request.body;
      }
      const fields = readAdminFields(raw, { passwordRequired: false });
      if (isSelf && fields.role && fields.role !== me.role) throw new AppError(403, 'You cannot change your own role');

      const stored = picture ? await storage.save({ data: picture.buffer, folder: 'profiles', ext: picture.ext }) : null;
      const change: AdminChange = { ...fields, pfp: stored ? stored.url : pfp, updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : undefined };
      let result;
      try {
        result = await updateAdmin(db, request.params.id, change);
      } catch (error) {
        if (stored) await storage.remove(stored.url!);
        throw error;
      }
      if (result.replacedPfp) await storage.remove(result.replacedPfp);
      // A new password ends the admin's other sessions (all of them when someone else changed it).
      if (fields.password) await revokeAdminSessions(db, request.params.id, isSelf && request.sessionId ? { exceptSessionId: request.sessionId } : {});
      return { success: true, message: isSelf ? 'Profile updated' : 'User updated', data: result.admin };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/admin/delete/:id',
    { config: { permission: 'users:manage' }, schema: { params: idParamsSchema } },
    async (request) => {
      if (request.params.id === currentAdmin(request).id) throw new AppError(400, 'You cannot delete your own account');
      const { pfp } = await deleteAdmin(db, request.params.id);
      if (pfp) await storage.remove(pfp);
      return { success: true, message: 'User deleted' };
    },
  );
}
