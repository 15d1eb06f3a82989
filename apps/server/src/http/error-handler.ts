import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@labwise/domain';
import { answeredNothingYet, AppError, NothingYetError } from './errors';
import { FHIR_JSON, isFhirRequest, operationOutcome } from './operation-outcome';

type Issue = { path: string; message: string };

/** Database and connection failures that mean "try again later", not "bug". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300', '57014']);

function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (/timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i.test(error.message)) return true;
  // The query builder wraps the driver's error; the connection failure is in the cause chain.
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * What may be logged about an error: the query builder puts the SQL and its parameters (names,
 * e-mails, answers) into its message, so only the driver's code and the cause's own message go out.
 */
export function loggable(error: Error & { code?: unknown }): { message: string; code?: unknown; stack?: string | undefined } {
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : null;
  if (error.message.startsWith('Failed query:')) {
    return { message: `database query failed: ${cause?.message ?? 'unknown cause'}`, code: cause?.code };
  }
  return { message: error.message, code: error.code, stack: error.stack };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

const FRIENDLY_DETAIL: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function issuePath(path: readonly PropertyKey[], prefix: string): string {
  return [prefix, ...path.map(String)].filter(Boolean).join('.');
}

/**
 * One error handler for the whole API: every failure leaves in the same shape — on the FHIR API
 * that shape is an OperationOutcome carrying the same status and sentence.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const requestId = request.id;
    let status = 500;
    let body: ApiError;

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: issuePath(
          // The zod issue's path, else the JSON pointer the type provider gives (e.g. /analytes/0/code).
          (v.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? v.instancePath.split('/').filter(Boolean),
          error.validationContext ?? '',
        ),
        message: v.message ?? 'Invalid value',
      }));
      status = 400;
      const first = issues[0];
      body = {
        success: false,
        message: 'Bad Request',
        detail: first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'The request is invalid.',
        issues,
        requestId,
      };
    } else if (error instanceof AppError) {
      status = error.statusCode;
      if (error instanceof NothingYetError) answeredNothingYet.add(request);
      void reply.headers(error.headers);
      body = { success: false, message: error.message, detail: error.detail, ...(error.issues ? { issues: error.issues } : {}), requestId };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: { message: error.message, code: error.code } }, 'response failed its schema');
      body = internal(requestId);
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      void reply.header('Retry-After', '5');
      request.log.error({ err: loggable(error) }, 'database unavailable');
      body = {
        success: false,
        message: 'Service Unavailable',
        detail: 'The service is temporarily unavailable. Please try again shortly.',
        requestId,
      };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        success: false,
        message: STATUS_TEXT[status] ?? 'Request Error',
        detail: FRIENDLY_DETAIL[error.code] ?? error.message,
        requestId,
      };
    } else {
      request.log.error({ err: loggable(error) }, 'unhandled error');
      body = internal(requestId);
    }
    if (isFhirRequest(request)) {
      void reply.status(status).type(FHIR_JSON).send(operationOutcome(status, body));
      return;
    }
    void reply.status(status).send(body);
  });
}

function internal(requestId: string): ApiError {
  return {
    success: false,
    message: 'Internal Server Error',
    detail: `Something went wrong on our side. If it keeps happening, contact support with reference ${requestId}.`,
    requestId,
  };
}
