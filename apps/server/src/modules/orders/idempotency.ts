import { createHash } from 'node:crypto';
import { ORDER_MESSAGES } from '@labwise/domain';
import type { Executor } from '../../db/database';
import { completeIdempotencyKey, findIdempotencyKey, insertIdempotencyKeyIfAbsent } from './checkout-repository';
import { AppError } from '../../http/errors';

const KEY_TTL_MS = 24 * 3600 * 1000;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * Claims an Idempotency-Key inside the caller's transaction. A concurrent request with the same
 * key waits on the key's unique index until the first commits, then sees its stored answer, so
 * one key makes exactly one checkout. Returns the stored answer to replay, or null to proceed.
 */
export async function claimKey<T>(tx: Executor, userId: string, key: string, hash: string): Promise<T | null> {
  const claimed = await insertIdempotencyKeyIfAbsent(tx, { userId, key, requestHash: hash, status: 'in_flight', expiresAt: new Date(Date.now() + KEY_TTL_MS) });
  if (claimed) return null;
  const existing = await findIdempotencyKey(tx, userId, key);
  if (!existing) throw new AppError(409, 'Conflict', ORDER_MESSAGES.idempotencyInFlight);
  if (existing.requestHash !== hash) throw new AppError(422, 'Unprocessable Entity', ORDER_MESSAGES.idempotencyMismatch);
  if (existing.status !== 'completed') throw new AppError(409, 'Conflict', ORDER_MESSAGES.idempotencyInFlight);
  return existing.responseBody as T;
}

export async function completeKey(tx: Executor, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await completeIdempotencyKey(tx, userId, key, status, body);
}
