// Two-factor on the profile page: set up with a QR code, confirm with a code, recovery codes, turn off.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { generateURI } from 'otplib';
import {
  ErrorBody,
  OTP_CONFIRM_PATH,
  OTP_DISABLE_PATH,
  OTP_PATH,
  OTP_RECOVERY_CODES_PATH,
  OTP_SETUP_PATH,
  OtpCodeRequest,
  OtpConfirm,
  OtpSetup,
  OtpStatus,
  RecoveryCodes,
} from '@console/api/contract';
import { acceptSecondFactor, claimTotp } from '../../auth/secondFactor.ts';
import { otpRecoveryCodes, users } from '../../db/schema.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import { RANDOM_TWO_FACTOR_SECRETS, recoveryCodesLeft, storeRecoveryCodes } from '../../profile/recoveryCodes.ts';
import type { ProfileDeps } from './index.ts';

const responses = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const invalidCode = () => new ApiFailure(400, 'invalidCode', { errorType: 'invalid_code' });

export function twoFactorRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db, now } = deps;
  const secrets = deps.twoFactorSecrets ?? RANDOM_TWO_FACTOR_SECRETS;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { failuresPerAccount } = deps.throttles;

  // Wrong codes count against the account like sign-in failures, so the routes cannot be used to guess codes.
  const checkCode = async (user: typeof users.$inferSelect, code: string) => {
    const wait = failuresPerAccount.retryAfter(user.email);
    if (wait > 0)
      throw new ApiFailure(429, 'tooManyAttempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
    if (user.otpSecret === null) throw new ApiFailure(409, 'otpNotEnabled');
    if (!(await acceptSecondFactor(db, user, code, now()))) {
      failuresPerAccount.hit(user.email);
      throw invalidCode();
    }
    failuresPerAccount.reset(user.email);
  };

  typed.get(
    `/${OTP_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: OtpStatus, 401: ErrorBody } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const enabled = user.otpSecret !== null;
      return { otp_enabled: enabled, recovery_codes_left: enabled ? await recoveryCodesLeft(db, user.id) : 0 };
    },
  );

  typed.post(
    `/${OTP_SETUP_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: OtpSetup, ...responses } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      if (user.otpSecret !== null) throw new ApiFailure(409, 'otpAlreadyEnabled');
      const secret = secrets.secret();
      await db.update(users).set({ otpPendingSecret: secret }).where(eq(users.id, user.id));
      reply.header('cache-control', 'no-store');
      return { secret, otpauth_url: generateURI({ issuer: deps.productName, label: user.email, secret }) };
    },
  );

  typed.post(
    `/${OTP_CONFIRM_PATH}`,
    { config: { policy: 'authenticated' }, schema: { body: OtpConfirm, response: { 200: RecoveryCodes, ...responses } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      if (user.otpSecret !== null) throw new ApiFailure(409, 'otpAlreadyEnabled');
      const secret = user.otpPendingSecret;
      if (secret === null) throw new ApiFailure(400, 'otpSetupMissing');
      if (!(await claimTotp(db, user.id, secret, request.body.code, now(), user.otpLastStep))) throw invalidCode();
      const codes = secrets.recoveryCodes();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ otpSecret: secret, otpPendingSecret: null }).where(eq(users.id, user.id));
        await storeRecoveryCodes(tx, user.id, codes, now());
      });
      deps.publisher.restartUser(user.id); // spec §4: their sockets may carry their spaces now (http/otpSetupRequired.ts)
      reply.header('cache-control', 'no-store');
      return { recovery_codes: codes };
    },
  );

  typed.post(
    `/${OTP_DISABLE_PATH}`,
    { config: { policy: 'authenticated' }, schema: { body: OtpCodeRequest, response: { 200: OtpStatus, ...responses } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await checkCode(user, request.body.code);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ otpSecret: null, otpPendingSecret: null, otpLastStep: null }).where(eq(users.id, user.id));
        await tx.delete(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, user.id));
      });
      deps.publisher.restartUser(user.id); // where a space requires two-factor, their sockets carry nothing of it now
      return { otp_enabled: false, recovery_codes_left: 0 };
    },
  );

  typed.post(
    `/${OTP_RECOVERY_CODES_PATH}`,
    { config: { policy: 'authenticated' }, schema: { body: OtpCodeRequest, response: { 200: RecoveryCodes, ...responses } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      await checkCode(user, request.body.code);
      const codes = secrets.recoveryCodes();
      await storeRecoveryCodes(db, user.id, codes, now());
      reply.header('cache-control', 'no-store');
      return { recovery_codes: codes };
    },
  );
}
