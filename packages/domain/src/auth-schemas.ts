import { z } from 'zod';
import { ROLES, USER_STATUSES } from './roles';

/** Request and response shapes of the account endpoints, shared by server and web. */
export const verifyEmailRequest = z.strictObject({ token: z.string().min(1, 'Missing verification token').max(200) });
export const emailRequest = z.strictObject({
  email: z.email('Enter a valid e-mail address.').max(254),
});
export const resetPasswordRequest = z.strictObject({
  token: z.string().min(1, 'Missing token').max(200),
  password: z.string().min(1, 'Enter a new password.').max(256),
});
/** The new-password pair of the reset page and the sign-up page: both given, and the same. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const passwordsMatch = (v: { password: string; confirm: string }) => v.password !== '' && v.password === v.confirm;
export const newPasswordForm = z
  .object({ password: z.string().max(256), confirm: z.string().max(256) })
  .refine(passwordsMatch, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirm'] });
export type NewPasswordForm = z.input<typeof newPasswordForm>;

export const assignRoleRequest = z.strictObject({
  role: z.enum(ROLES, { error: 'Role must be one of patient, doctor, lab_technician or admin.' }),
});

/** Asking, from the account page, for another role than the one the account has (an admin decides). */
export const roleRequest = z.strictObject({
  role: z.enum(ROLES, { error: 'Choose the role you want to request.' }),
});

export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES),
  requestedRole: z.enum(ROLES).nullable(),
  status: z.enum(USER_STATUSES),
  labId: z.uuid().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const AUTH_MESSAGES = {
  resetRequested: 'If the email exists, a reset link has been sent.',
  verificationResent: 'If the account needs verification, a new link has been sent.',
  emailVerified: 'Email verified successfully.',
  passwordChanged: 'Password changed successfully.',
  invalidVerifyToken: 'This verification link is invalid or has expired. Request a new one from the sign-in page.',
  invalidResetToken: 'This reset link is invalid or has expired. Request a new one.',
  roleAlreadyHeld: 'Your account already has this role.',
  roleRequestWaiting: (role: string) => `Your request for the ${role} role is already waiting for an administrator.`,
  roleRequested: (role: string) => `Your request for the ${role} role was sent to an administrator. You keep your current role meanwhile.`,
} as const;
