import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  accountSchema,
  assignRoleRequest,
  AUTH_MESSAGES,
  emailRequest,
  envelopeSchema,
  resetPasswordRequest,
  ROLE_LABELS,
  roleRequest,
  verifyEmailRequest,
} from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import type { AuthService } from './service';

const done = envelopeSchema(z.object({ done: z.literal(true) }));
const accountEnvelope = envelopeSchema(accountSchema);

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
      { config: { permission: 'public' }, schema: { tags, body: verifyEmailRequest, response: { 200: done } } },
      async (request) => {
        await service.verifyEmail(request.body.token);
        return { success: true as const, data: { done: true as const }, message: AUTH_MESSAGES.emailVerified };
      },
    );

    app.post(
      '/api/v1/auth/password-reset/request',
      { config: { permission: 'public', ...mailLimit }, schema: { tags, body: emailRequest, response: { 200: done } } },
      async (request) => {
        await service.requestPasswordReset(request.body.email);
        return { success: true as const, data: { done: true as const }, message: AUTH_MESSAGES.resetRequested };
      },
    );

    app.post(
      '/api/v1/auth/password-reset',
      { config: { permission: 'public' }, schema: { tags, body: resetPasswordRequest, response: { 200: done } } },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return { success: true as const, data: { done: true as const }, message: AUTH_MESSAGES.passwordChanged };
      },
    );

    app.post(
      '/api/v1/auth/verification/resend',
      { config: { permission: 'public', ...mailLimit }, schema: { tags, body: emailRequest, response: { 200: done } } },
      async (request) => {
        await service.resendVerification(request.body.email);
        return { success: true as const, data: { done: true as const }, message: AUTH_MESSAGES.verificationResent };
      },
    );

    app.get(
      '/api/v1/auth/me',
      { config: { permission: 'read:self:own' }, schema: { tags, response: { 200: accountEnvelope } } },
      async (request) => {
        const account = await service.account(requirePrincipal(request.principal).userId);
        return { success: true as const, data: account, message: 'Account loaded' };
      },
    );

    app.post(
      '/api/v1/auth/assign-role',
      {
        config: { permission: 'update:self:own' },
        schema: { tags, body: assignRoleRequest, response: { 200: accountEnvelope } },
      },
      async (request) => {
        const account = await service.assignRole(requirePrincipal(request.principal).userId, request.body.role);
        const message =
          account.status === 'pending_approval'
            ? 'Your role request was sent to an administrator for approval.'
            : 'Role assigned';
        return { success: true as const, data: account, message };
      },
    );

    app.post(
      '/api/v1/auth/role-request',
      {
        config: { permission: 'update:self:own' },
        schema: { tags, body: roleRequest, response: { 200: accountEnvelope } },
      },
      async (request) => {
        const account = await service.requestRole(requirePrincipal(request.principal).userId, request.body.role);
        return { success: true as const, data: account, message: AUTH_MESSAGES.roleRequested(ROLE_LABELS[request.body.role]) };
      },
    );
  };
