import { z } from 'zod';
import { ROLES, USER_STATUSES } from './roles';

/** Administration of user accounts (SECURITY.md: users, roles — admin only). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  role: z.enum(ROLES),
  requestedRole: z.enum(ROLES).nullable(),
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  labId: z.uuid().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuery = z.strictObject({
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  /** Only accounts with a role request waiting (new accounts awaiting approval and existing ones asking for another role). */
  requested: z.enum(['true']).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminUserUpdate = z
  .strictObject({
    role: z.enum(ROLES).optional(),
    status: z.enum(['active', 'disabled'] as const).optional(),
    labId: z.uuid('Choose a lab from the list.').nullable().optional(),
    title: z.string().trim().max(120).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');

export const USER_MESSAGES = {
  lastAdmin: 'At least one active administrator must remain.',
  nothingToApprove: 'This account has no role request to approve.',
  technicianNeedsLab: 'A lab technician must belong to a lab: choose one.',
  /** The admin screens' check before a technician is saved or approved without a lab. */
  chooseLab: 'Choose the lab this technician works at.',
} as const;
