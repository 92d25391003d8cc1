import { twoFactorApi, type ProofBody } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { AdminRow } from '../../auth/admins';
import { findAdminById } from '../../auth/admins';
import { verifyPassword } from '../../auth/passwords';
import { endAdminPendingSignIns } from '../../auth/pending-sign-ins';
import { newRecoveryCodes, recoveryCodesLeft, redeemRecoveryCode } from '../../auth/recovery-codes';
import { currentAdmin } from '../../auth/request-guard';
import {
  hasSecondFactor,
  removeSecondFactors,
  roleRequirements,
  roleRequiresSecondFactor,
  secondFactorMethods,
  setRoleRequirement,
  SECOND_FACTOR_KINDS,
} from '../../auth/second-factors';
import { acceptTotpCode, beginTotpEnrolment, hasTotp, removeTotp } from '../../auth/totp';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import type { ModuleContext } from '../module';
import { secretBoxFor } from '../../auth/secret-box';

export const PROOF_NEEDED = 'Enter your password or a code from your authenticator app';
export const WRONG_PROOF = 'That password or code is not correct';
export const ROLE_REQUIRES_SECOND_FACTOR = 'Your role requires two-factor authentication, so it cannot be turned off';

const nameOf = (admin: Pick<AdminRow, 'f_name' | 'l_name'>) => `${admin.f_name} ${admin.l_name}`.trim();

/**
 * The own account's second factors (status, authenticator set-up and removal, new recovery codes) and the
 * super admins' controls: which roles must use a second factor, and resetting an admin's factors (logged).
 */
export function twoFactorRoutes(app: FastifyInstance, { db, config }: ModuleContext) {
  const secrets = secretBoxFor(config.secretsKey);
  // Proofs (a password, a code) are guesses too: limited per admin, like the sign-in.
  const proofLimit = limitRequests(app, {
    name: 'two-factor:proof',
    max: config.signInAttemptsPerMinute,
    windowMs: 60_000,
    key: (request) => request.admin?.id ?? request.ip,
    message: 'Too many attempts. Please wait a minute and try again.',
  });

  /** The password, or a current authenticator code, or an unused recovery code (which it uses up). */
  async function checkProof(admin: AdminRow, body: ProofBody): Promise<void> {
    const password = body.password ?? '';
    const code = body.code?.trim() ?? '';
    if (!password && !code) throw new AppError(400, PROOF_NEEDED, 'password');
    if (password) {
      const row = await db.selectFrom('admins').select('password_hash').where('id', '=', admin.id).executeTakeFirst();
      if (row && (await verifyPassword(password, row.password_hash))) return;
    } else if ((await acceptTotpCode(db, secrets, admin.id, code)) || (await redeemRecoveryCode(db, admin.id, code))) {
      return;
    }
    throw new AppError(400, WRONG_PROOF, password ? 'password' : 'code');
  }

  route(app, twoFactorApi.status, {}, async (request) => {
    const admin = currentAdmin(request);
    return {
      success: true,
      data: {
        totp: await hasTotp(db, admin.id),
        recoveryCodesLeft: await recoveryCodesLeft(db, admin.id),
        methods: await secondFactorMethods(db, admin.id),
        required: await roleRequiresSecondFactor(db, admin.role),
      },
    };
  });

  route(app, twoFactorApi.totpSetup, {}, async (request) => {
    const admin = currentAdmin(request);
    const setup = await beginTotpEnrolment(db, admin, config.totpIssuer, secrets);
    if (!setup) throw new AppError(409, 'An authenticator app is already set up; turn it off first to set up another');
    return { success: true, data: setup };
  });

  route(app, twoFactorApi.totpConfirm, {}, async (request) => {
    const admin = currentAdmin(request);
    if (!(await acceptTotpCode(db, secrets, admin.id, request.body.code, { enrolling: true }))) {
      throw new AppError(
        400,
        'That code is not correct. Check the time on your phone and try the newest code.',
        'code',
      );
    }
    const recoveryCodes = await request.records.event(
      {
        action: 'two-factor-enabled',
        table: 'admins',
        id: admin.id,
        label: nameOf(admin),
        details: { method: 'totp' },
      },
      (tx) => newRecoveryCodes(tx, admin.id),
    );
    return { success: true, message: 'Two-factor authentication is on', data: { recoveryCodes } };
  });

  route(
    app,
    twoFactorApi.totpDisable,
    {},
    async (request) => {
      const admin = currentAdmin(request);
      if (!(await hasTotp(db, admin.id))) throw new AppError(409, 'No authenticator app is set up');
      await checkProof(admin, request.body);
      // Removing the last factor is what the role's requirement forbids (another kind may remain).
      const others = SECOND_FACTOR_KINDS.filter((kind) => kind.method !== 'totp');
      let otherFactor = false;
      for (const kind of others) otherFactor ||= await kind.enrolled(db, admin.id);
      if (!otherFactor && (await roleRequiresSecondFactor(db, admin.role)))
        throw new AppError(409, ROLE_REQUIRES_SECOND_FACTOR);
      await request.records.event(
        {
          action: 'two-factor-disabled',
          table: 'admins',
          id: admin.id,
          label: nameOf(admin),
          details: { method: 'totp' },
        },
        async (tx) => {
          await removeTotp(tx, admin.id);
          // Recovery codes stand in for a factor: with none left they would be a password of their own.
          if (!otherFactor) await tx.deleteFrom('admin_recovery_codes').where('admin_id', '=', admin.id).execute();
        },
      );
      return { success: true, message: 'Two-factor authentication is off' };
    },
    { preHandler: proofLimit },
  );

  route(
    app,
    twoFactorApi.recoveryCodes,
    {},
    async (request) => {
      const admin = currentAdmin(request);
      if (!(await hasSecondFactor(db, admin.id))) throw new AppError(409, 'Set up two-factor authentication first');
      await checkProof(admin, request.body);
      const recoveryCodes = await request.records.event(
        { action: 'recovery-codes-renewed', table: 'admins', id: admin.id, label: nameOf(admin) },
        (tx) => newRecoveryCodes(tx, admin.id),
      );
      return {
        success: true,
        message: 'New recovery codes made; the old ones no longer work',
        data: { recoveryCodes },
      };
    },
    { preHandler: proofLimit },
  );

  route(app, twoFactorApi.roles, { permission: 'users:manage' }, async () => ({
    success: true,
    data: { roles: await roleRequirements(db) },
  }));

  route(app, twoFactorApi.setRole, { permission: 'users:manage' }, async (request) => {
    const { role, required } = request.body;
    await request.records.event(
      {
        action: 'two-factor-policy',
        table: 'admins',
        id: null,
        label: `${role}: ${required ? 'second factor required' : 'second factor optional'}`,
        details: { role, required },
      },
      (tx) => setRoleRequirement(tx, role, required),
    );
    return {
      success: true,
      message: required
        ? `Admins with the role ${role} must now use a second factor`
        : `A second factor is now optional for the role ${role}`,
      data: { roles: await roleRequirements(db) },
    };
  });

  route(app, twoFactorApi.reset, { permission: 'users:manage' }, async (request) => {
    const target = await findAdminById(db, request.params.id);
    if (!target) throw new AppError(404, 'This admin no longer exists');
    const removed = await request.records.event(
      (kinds: string[]) => ({
        action: 'two-factor-reset',
        table: 'admins',
        id: target.id,
        label: nameOf(target),
        details: { removed: kinds },
      }),
      async (tx) => {
        const kinds = await removeSecondFactors(tx, target.id);
        await endAdminPendingSignIns(tx, target.id);
        return kinds;
      },
    );
    return {
      success: true,
      message:
        removed.length > 0
          ? 'Two-factor authentication was reset: the admin signs in with the password and sets it up again'
          : 'This admin had no second factor',
    };
  });
}
