import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, passwordsMatch } from '@labwise/domain';
import type { Database } from '../db/database';
import type { Mailer } from '../platform/mail';
import { authenticate, createLocalAccount, findUserByEmail, issueOneTimeToken, normaliseEmail } from './accounts';
import { accountExistsMail, verifyEmailMail } from './mail-templates';
import { readForm } from './form-input';
import { loginPage, messagePage, signupPage } from './pages';
import { passwordProblem } from './passwords';
import { reservedEmailDomain } from './reserved-domains';

export type InteractionDeps = {
  provider: Provider;
  db: Database;
  mailer: Mailer;
  issuer: string;
  spaOrigin: string;
  /** Per-IP limit on credential posts (login, sign-up, resend) per 15 minutes. */
  ipLimitPerWindow?: number;
  /** A shared counter store (several nodes, one limit); in memory per node when absent. */
  rateLimitRedis?: Redis | undefined;
  /**
   * For a sign-up started from a doctor's invitation (the `invite` authorization parameter): the
   * address an open e-mail invitation was sent to, or null. Signing up with exactly that address
   * proves it, as the verification mail would, so the account is verified and signed in at once.
   */
  invitedEmail?: ((token: string) => Promise<string | null>) | undefined;
};

const loginForm = z.object({ email: z.string().max(254).default(''), password: z.string().max(256).default('') });
const signupForm = z.object({
  fullName: z.string().max(200).default(''),
  email: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
  confirm: z.string().max(256).default(''),
});
const resendForm = z.object({ email: z.string().max(254).default('') });
const emailShape = z.email();

const assets = {
  'identity.css': { type: 'text/css; charset=utf-8', body: fs.readFileSync(new URL('./assets/identity.css', import.meta.url)) },
  'logout.js': { type: 'text/javascript; charset=utf-8', body: fs.readFileSync(new URL('./assets/logout.js', import.meta.url)) },
} as const;

/**
 * Labwise's own sign-in and sign-up pages for the embedded provider (its interaction URL).
 * Plain HTML forms: they work without JavaScript and need no inline script under the CSP.
 */
export const interactionRoutes =
  (deps: InteractionDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    await app.register(rateLimit, {
      global: false,
      ...(deps.rateLimitRedis ? { redis: deps.rateLimitRedis, nameSpace: 'labwise-login-' } : {}),
      // request.ip is the socket address, or behind TRUST_PROXY the client's address as the trusted
      // proxy reports it: a client's own X-Forwarded-For cannot reset it either way.
      keyGenerator: (request) => request.ip,
    });
    const credentialLimit = {
      rateLimit: { max: deps.ipLimitPerWindow ?? 30, timeWindow: 15 * 60 * 1000 },
    };
    const forgotPasswordUrl = `${deps.spaOrigin}/auth/forgot-password`;
    const page = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

    app.get<{ Params: { file: keyof typeof assets } }>(
      '/interaction-assets/:file',
      { config: { permission: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const asset = assets[request.params.file];
        if (!asset) return reply.status(404).type('text/plain').send('Not found');
        return reply.type(asset.type).header('Cache-Control', 'public, max-age=3600').send(asset.body);
      },
    );

    /** Loads the pending interaction; an expired or unknown one gets a clear page, not a 500. */
    async function details(request: FastifyRequest, reply: FastifyReply) {
      try {
        return await deps.provider.interactionDetails(request.raw, reply.raw);
      } catch {
        await page(
          reply,
          400,
          messagePage('Sign-in expired', 'This sign-in page has expired. Start again from Labwise.', {
            href: `${deps.spaOrigin}/login`,
            label: 'Return to Login',
          }),
        );
        return null;
      }
    }

    async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
      const redirectTo = await deps.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId, remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    }

    app.get<{ Params: { uid: string } }>(
      '/interaction/:uid',
      { config: { permission: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        if (interaction.prompt.name === 'login') {
          if (interaction.params.screen_hint === 'signup') {
            return page(reply, 200, signupPage({ uid: interaction.uid, invited: typeof interaction.params.invite === 'string' }));
          }
          const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
          return page(reply, 200, loginPage({ uid: interaction.uid, forgotPasswordUrl, ...(hint ? { email: hint } : {}) }));
        }
        // A first-party client needs no consent screen: the grant is created by loadExistingGrant.
        const redirectTo = await deps.provider.interactionResult(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
        return reply.redirect(redirectTo, 303);
      },
    );

    app.get<{ Params: { uid: string } }>(
      '/interaction/:uid/signup',
      { config: { permission: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        return page(reply, 200, signupPage({ uid: interaction.uid, invited: typeof interaction.params.invite === 'string' }));
      },
    );

    app.post<{ Params: { uid: string } }>(
      '/interaction/:uid/login',
      { config: { permission: 'public', ...credentialLimit }, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const input = readForm(request, loginForm);
        if (!input.ok) {
          return page(reply, 400, loginPage({ uid: interaction.uid, forgotPasswordUrl, notice: { kind: 'error', text: input.message } }));
        }
        const form = input.value;
        const email = normaliseEmail(form.email);
        const again = (text: string, status = 401, unverifiedEmail?: string) =>
          page(
            reply,
            status,
            loginPage({
              uid: interaction.uid,
              email,
              forgotPasswordUrl,
              notice: { kind: 'error', text },
              ...(unverifiedEmail ? { unverifiedEmail } : {}),
            }),
          );
        if (!email || !form.password) return again('Enter your e-mail and password.', 400);
        const outcome = await authenticate(deps.db, email, form.password);
        switch (outcome.kind) {
          case 'ok':
            return finishLogin(request, reply, outcome.user.id);
          case 'invalid':
            return again('Authentication failed. Please try again.');
          case 'locked':
            void reply.header('Retry-After', String(Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 1000))));
            return again('Too many failed attempts. This account is locked for 15 minutes; you can reset your password meanwhile.', 429);
          case 'disabled':
            return again('This account has been deactivated. Contact your administrator.', 403);
          case 'unverified':
            return again(
              'Please verify your e-mail address first: open the link we sent you. No e-mail? Send a new one below.',
              403,
              email,
            );
        }
      },
    );

    app.post<{ Params: { uid: string } }>(
      '/interaction/:uid/signup',
      { config: { permission: 'public', ...credentialLimit }, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const invite = typeof interaction.params.invite === 'string' ? interaction.params.invite : undefined;
        const input = readForm(request, signupForm);
        if (!input.ok) {
          return page(reply, 400, signupPage({ uid: interaction.uid, notice: { kind: 'error', text: input.message }, invited: invite !== undefined }));
        }
        const form = input.value;
        const values = { fullName: form.fullName.trim(), email: normaliseEmail(form.email) };
        const again = (text: string) =>
          page(reply, 400, signupPage({ uid: interaction.uid, values, notice: { kind: 'error', text }, invited: invite !== undefined }));
        if (values.fullName.length < 2) return again('Enter your full name.');
        if (!emailShape.safeParse(values.email).success) return again('Enter a valid e-mail address.');
        const reserved = reservedEmailDomain(values.email);
        if (reserved) return again(`Addresses ending in .${reserved} are reserved and cannot receive mail. Enter an e-mail address you can read.`);
        const weak = passwordProblem(form.password, values.email);
        if (weak) return again(weak);
        if (!passwordsMatch(form)) return again(PASSWORDS_DO_NOT_MATCH);

        const proven = invite !== undefined && deps.invitedEmail !== undefined && (await deps.invitedEmail(invite)) === values.email;
        // A new account: its first sign-in applies the role card chosen before it (ADR 0005).
        const created = await createLocalAccount(deps.db, { issuer: deps.issuer, ...values, password: form.password, emailVerified: proven, roleHintOpen: true });
        // Invited at this very address: signed in now, back to the invitation to accept it.
        if (created && proven) return finishLogin(request, reply, created.id);
        if (created) {
          const token = await issueOneTimeToken(deps.db, created.id, 'verify_email');
          await deps.mailer.send(
            verifyEmailMail(created.email, created.fullName ?? created.email, `${deps.spaOrigin}/auth/verify-email?token=${token}`),
          );
        } else {
          // Same answer as a new sign-up, so sign-up cannot be used to learn who has an account.
          await deps.mailer.send(
            accountExistsMail(values.email, `${deps.spaOrigin}/login`, `${deps.spaOrigin}/auth/forgot-password`),
          );
        }
        return reply.redirect(`${deps.spaOrigin}/auth/verification-notice?email=${encodeURIComponent(values.email)}`, 303);
      },
    );

    app.post<{ Params: { uid: string } }>(
      '/interaction/:uid/resend',
      { config: { permission: 'public', ...credentialLimit }, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const input = readForm(request, resendForm);
        if (!input.ok) {
          return page(reply, 400, loginPage({ uid: interaction.uid, forgotPasswordUrl, notice: { kind: 'error', text: input.message } }));
        }
        const email = normaliseEmail(input.value.email);
        const user = email ? await findUserByEmail(deps.db, email) : undefined;
        if (user && !user.emailVerified && user.status !== 'disabled') {
          const token = await issueOneTimeToken(deps.db, user.id, 'verify_email');
          await deps.mailer.send(
            verifyEmailMail(user.email, user.fullName ?? user.email, `${deps.spaOrigin}/auth/verify-email?token=${token}`),
          );
        }
        return page(
          reply,
          200,
          loginPage({
            uid: interaction.uid,
            email,
            forgotPasswordUrl,
            notice: { kind: 'ok', text: 'If the account needs verification, a new link is on its way. Check your inbox and spam folder.' },
          }),
        );
      },
    );
  };
