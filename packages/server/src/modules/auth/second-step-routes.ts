import { twoFactorApi } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/record-writes';
import { findAdminById } from '../../auth/admins';
import { passkeyAssertionOptions, verifyPasskeyAssertion } from '../../auth/passkey-assertion';
import { passkeyFactor } from '../../auth/second-factors';
import { relyingPartyOf } from '../../auth/relying-party';
import {
  endPendingSignIn,
  failPendingSignIn,
  findPendingSignIn,
  type PendingSignIn,
  type PendingStep,
} from '../../auth/pending-sign-ins';
import { newRecoveryCodes, redeemRecoveryCode } from '../../auth/recovery-codes';
import { acceptTotpCode, beginTotpEnrolment } from '../../auth/totp';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { limitRequests } from '../../limits/rate-limits';
import type { ModuleContext } from '../module';
import { secretBoxFor } from '../../auth/secret-box';
import { countAgainstAccount, type signInLimits } from './sign-in-limits';
import { startSession } from './start-session';

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const INVALID_CODE = 'Invalid code';
export const INVALID_RECOVERY_CODE = 'Invalid or already used recovery code';
export const NO_PASSKEY = 'This account has no passkey: use another way to finish signing in';

const pendingOfRequest = new WeakMap<FastifyRequest, PendingSignIn>();

/**
 * The second step of a sign-in, one route per method: each takes the ticket the password step answered and a
 * proof (a code; or a passkey's answer to the options asked for with the ticket), and opens the session. A wrong proof counts against the
 * sign-in limits like a wrong password, is logged as a failed sign-in and, after five, ends the ticket.
 * When the admin's role requires a second factor they do not have, the ticket sets one up instead.
 */
export function secondStepRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  limits: ReturnType<typeof signInLimits>,
) {
  const { db, config } = context;
  const secrets = secretBoxFor(config.secretsKey);

  // Finds the ticket's sign-in before the limits count (they count against its account), so a
  // sign-in that has expired is told so at once.
  const ticketOf = (step: PendingStep) => async (request: FastifyRequest) => {
    const pending = await findPendingSignIn(
      db,
      String((request.body as { ticket?: unknown } | undefined)?.ticket ?? ''),
    );
    if (!pending) throw new AppError(401, SIGN_IN_EXPIRED);
    if (pending.step !== step)
      throw new AppError(
        400,
        step === 'verify'
          ? 'Set up two-factor authentication to continue'
          : 'This account already has a second factor: enter its code',
      );
    countAgainstAccount(request, pending.email);
    pendingOfRequest.set(request, pending);
  };
  const hooks = (step: PendingStep) => ({
    onRequest: limits.address,
    preHandler: [ticketOf(step), ...limits.perAccount],
  });
  const pendingOf = (request: FastifyRequest) => pendingOfRequest.get(request)!;

  const refuse = async (
    request: FastifyRequest,
    pending: PendingSignIn,
    method: string,
    message: string,
  ): Promise<never> => {
    await failPendingSignIn(db, pending.id);
    await request.records.event({
      action: 'signin-failed',
      table: 'admins',
      id: pending.adminId,
      label: pending.email.slice(0, 120),
      actor: null,
      details: { secondFactor: method },
    });
    throw new AppError(401, message);
  };

  /** Opens the session; the ticket ends in its transaction (a ticket works once, even when two requests race). */
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pending: PendingSignIn,
    method: string,
    alsoInTransaction?: (tx: Tx) => Promise<void>,
  ) => {
    const admin = await findAdminById(db, pending.adminId);
    if (!admin) throw new AppError(401, SIGN_IN_EXPIRED);
    return startSession(context, request, reply, admin, {
      method,
      async alsoInTransaction(tx) {
        if (!(await endPendingSignIn(tx, pending.id))) throw new AppError(401, SIGN_IN_EXPIRED);
        await alsoInTransaction?.(tx);
      },
    });
  };

  route(
    app,
    twoFactorApi.signInTotp,
    { public: true },
    async (request, reply) => {
      const pending = pendingOf(request);
      if (!(await acceptTotpCode(db, secrets, pending.adminId, request.body.code)))
        await refuse(request, pending, 'totp', INVALID_CODE);
      return { success: true, message: 'Signed in', data: await finish(request, reply, pending, 'totp') };
    },
    hooks('verify'),
  );

  route(
    app,
    twoFactorApi.signInRecovery,
    { public: true },
    async (request, reply) => {
      const pending = pendingOf(request);
      if (!(await redeemRecoveryCode(db, pending.adminId, request.body.code)))
        await refuse(request, pending, 'recovery', INVALID_RECOVERY_CODE);
      return {
        success: true,
        message: 'Signed in with a recovery code',
        data: await finish(request, reply, pending, 'recovery'),
      };
    },
    hooks('verify'),
  );

  // Asking for options is no guess (nothing is proven yet), so it does not cost a sign-in attempt; but each
  // stores a challenge: limited per address, as the usernameless passkey sign-in's options are.
  const passkeyOptionsLimit = limitRequests(app, {
    name: 'sign-in:passkey-factor-options',
    max: config.signInAttemptsPerAddress,
    windowMs: 60_000,
    message: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
  });
  route(
    app,
    twoFactorApi.signInPasskeyOptions,
    { public: true },
    async (request) => {
      const pending = pendingOf(request);
      if (!(await passkeyFactor.enrolled(db, pending.adminId))) throw new AppError(409, NO_PASSKEY);
      return {
        success: true,
        data: await passkeyAssertionOptions(db, relyingPartyOf(request, config), {
          purpose: 'second-factor',
          adminId: pending.adminId,
        }),
      };
    },
    { onRequest: passkeyOptionsLimit, preHandler: [ticketOf('verify')] },
  );

  route(
    app,
    twoFactorApi.signInPasskey,
    { public: true },
    async (request, reply) => {
      const pending = pendingOf(request);
      let passkeyName: string;
      try {
        const verified = await verifyPasskeyAssertion(db, {
          response: request.body.response,
          purpose: 'second-factor',
          adminId: pending.adminId,
          relyingParty: relyingPartyOf(request, config),
        });
        passkeyName = verified.passkey.name;
      } catch (error) {
        // Every refusal of the assertion (another admin's passkey, a used challenge, a bad signature) is a failed attempt.
        if (error instanceof AppError && error.statusCode === 401)
          await refuse(request, pending, 'passkey', error.message);
        throw error;
      }
      return {
        success: true,
        message: `Signed in with the passkey ${passkeyName}`,
        data: await finish(request, reply, pending, 'passkey'),
      };
    },
    hooks('verify'),
  );

  route(
    app,
    twoFactorApi.signInEnrolTotp,
    { public: true },
    async (request) => {
      const pending = pendingOf(request);
      const setup = await beginTotpEnrolment(
        db,
        { id: pending.adminId, email: pending.email },
        config.totpIssuer,
        secrets,
      );
      if (!setup) throw new AppError(409, 'An authenticator is already set up for this account. Please sign in again.');
      return { success: true, data: setup };
    },
    hooks('enrol'),
  );

  route(
    app,
    twoFactorApi.signInEnrolTotpConfirm,
    { public: true },
    async (request, reply) => {
      const pending = pendingOf(request);
      if (!(await acceptTotpCode(db, secrets, pending.adminId, request.body.code, { enrolling: true })))
        await refuse(request, pending, 'totp', INVALID_CODE);
      let recoveryCodes: string[] = [];
      const admin = await finish(request, reply, pending, 'totp', async (tx) => {
        recoveryCodes = await newRecoveryCodes(tx, pending.adminId);
      });
      await request.records.event({
        action: 'two-factor-enabled',
        table: 'admins',
        id: admin._id,
        label: `${admin.FName} ${admin.LName}`.trim(),
        actor: { id: admin._id, name: `${admin.FName} ${admin.LName}`.trim(), role: admin.role },
        details: { method: 'totp', during: 'sign-in' },
      });
      return { success: true, message: 'Two-factor authentication is on', data: { admin, recoveryCodes } };
    },
    hooks('enrol'),
  );
}
