/**
 * Errors a service may throw; the error handler turns each into the DESIGN §5 error shape.
 * `detail` is the sentence a person reads (the web app shows it verbatim).
 */
export class AppError extends Error {
  /** Per-field problems, when one request has several (e.g. a results upload). */
  issues?: { path: string; message: string }[];
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (detail = 'The requested resource was not found.') =>
  new AppError(404, 'Not Found', detail);

/**
 * A 404 that refuses nobody: the caller asked for their own record and it does not exist yet (a
 * new patient before onboarding). The app's hook logs 403/404 answers as denied attempts; this
 * one is not an attempt on anyone's data, so it is not logged as one.
 */
export class NothingYetError extends AppError {
  constructor(detail: string) {
    super(404, 'Not Found', detail);
    this.name = 'NothingYetError';
  }
}
export const nothingYet = (detail: string) => new NothingYetError(detail);

/** Requests answered with a NothingYetError (read by the denied-attempt audit hook). */
export const answeredNothingYet = new WeakSet<object>();
export const forbidden = (detail = 'You do not have permission to do this.') =>
  new AppError(403, 'Forbidden', detail);
export const conflict = (detail: string) => new AppError(409, 'Conflict', detail);
export const badRequest = (detail: string) => new AppError(400, 'Bad Request', detail);
export const unauthorized = (detail = 'Sign in to continue.') =>
  new AppError(401, 'Unauthorized', detail, { 'WWW-Authenticate': 'Bearer realm="labwise"' });
export const serviceUnavailable = (detail = 'The service is temporarily unavailable. Please try again shortly.') =>
  new AppError(503, 'Service Unavailable', detail, { 'Retry-After': '5' });
