import type { FastifyRequest } from 'fastify';
import type { OperationOutcome } from 'fhir/r4';
import type { ApiError } from '@labwise/domain';
import { routedPath } from './routed-path';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** FHIR's issue type (http://hl7.org/fhir/issue-type) for each HTTP status the API answers. */
const ISSUE_TYPE: Record<number, OperationOutcome['issue'][number]['code']> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  406: 'not-supported',
  409: 'conflict',
  413: 'too-long',
  415: 'not-supported',
  422: 'processing',
  429: 'throttled',
  500: 'exception',
  503: 'transient',
};

/** Whether a request is to the FHIR API (judged on the routed path, as the other FHIR rules are). */
export function isFhirRequest(request: FastifyRequest): boolean {
  const path = routedPath(request) ?? request.url;
  return path.startsWith('/fhir/');
}

/**
 * The API's error as a FHIR OperationOutcome: same status, same sentence (`diagnostics`), and the
 * per-field problems, if any, as further issues with their path in `expression`.
 */
export function operationOutcome(status: number, error: Pick<ApiError, 'detail' | 'issues'>): OperationOutcome {
  const code = ISSUE_TYPE[status] ?? (status >= 500 ? 'exception' : 'invalid');
  return {
    resourceType: 'OperationOutcome',
    issue: [
      { severity: 'error', code, diagnostics: error.detail, ...(error.issues?.[0]?.path ? { expression: [error.issues[0].path] } : {}) },
      ...(error.issues ?? []).slice(1).map((issue) => ({
        severity: 'error' as const,
        code,
        diagnostics: issue.message,
        ...(issue.path ? { expression: [issue.path] } : {}),
      })),
    ],
  };
}
