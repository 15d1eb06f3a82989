import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import {
  accountSchema,
  assignRoleRequest,
  AUTH_MESSAGES,
  emailRequest,
  resetPasswordRequest,
  ROLE_LABELS,
  roleRequest,
  verifyEmailRequest,
} from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import { done, doneSchema, jsonRoute, ok } from '../../http/envelope';
import type { AuthService } from './service';

/** Account endpoints: e-mail verification, password reset, the caller's own account and role. */
export const authRoutes =
  (service: AuthService, rateLimitRedis?: Redis): FastifyPluginAsyncZod =>
  async (app) => {
    // Mail-sending endpoints are limited per client address to stop mail bombing.
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'labwise-mail-' } : {}),
    });
    const mailLimit = { rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } };
    const tags = ['auth'];

    app.post(
      '/api/v1/auth/verify-email',
      jsonRoute('public', { tags, body: verifyEmailRequest }, doneSchema),
      async (request) => {
        await service.verifyEmail(request.body.token);
        return done(AUTH_MESSAGES.emailVerified);
      },
    );

    app.post(
      '/api/v1/auth/password-reset/request',
      jsonRoute({ permission: 'public', ...mailLimit }, { tags, body: emailRequest }, doneSchema),
      async (request) => {
        await service.requestPasswordReset(request.body.email);
        return done(AUTH_MESSAGES.resetRequested);
      },
    );

    app.post(
      '/api/v1/auth/password-reset',
      jsonRoute('public', { tags, body: resetPasswordRequest }, doneSchema),
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return done(AUTH_MESSAGES.passwordChanged);
      },
    );

    app.post(
      '/api/v1/auth/verification/resend',
      jsonRoute({ permission: 'public', ...mailLimit }, { tags, body: emailRequest }, doneSchema),
      async (request) => {
        await service.resendVerification(request.body.email);
        return done(AUTH_MESSAGES.verificationResent);
      },
    );

    app.get('/api/v1/auth/me', jsonRoute('read:self:own', { tags }, accountSchema), async (request) => {
      const account = await service.account(requirePrincipal(request.principal).userId);
      return ok(account, 'Account loaded');
    });

    app.post(
      '/api/v1/auth/assign-role',
      jsonRoute('update:self:own', { tags, body: assignRoleRequest }, accountSchema),
      async (request) => {
        const account = await service.assignRole(
          requirePrincipal(request.principal).userId,
          request.body.role,
        );
        const message =
          account.status === 'pending_approval'
            ? 'Your role request was sent to an administrator for approval.'
            : 'Role assigned';
        return ok(account, message);
      },
    );

    app.post(
      '/api/v1/auth/role-request',
      jsonRoute('update:self:own', { tags, body: roleRequest }, accountSchema),
      async (request) => {
        const account = await service.requestRole(
          requirePrincipal(request.principal).userId,
          request.body.role,
        );
        return ok(account, AUTH_MESSAGES.roleRequested(ROLE_LABELS[request.body.role]));
      },
    );
  };
