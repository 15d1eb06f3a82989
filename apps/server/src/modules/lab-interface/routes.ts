import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  discardUnmatchedRequest,
  interfaceCredentialItemParams,
  interfaceCredentialParams,
  interfaceCredentialSchema,
  issueInterfaceCredentialRequest,
  issuedInterfaceCredentialSchema,
  resolveUnmatchedRequest,
  resolveUnmatchedResultSchema,
  unmatchedCandidateSchema,
  unmatchedParams,
  unmatchedResultSchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { AppError } from '../../http/errors';
import { loggable } from '../../http/error-handler';
import type { RequestLimiter } from '../../platform/request-limits';
import { done, doneSchema, jsonRoute, ok } from '../../http/envelope';
import type { LabCaller, LabInterfaceService } from './service';

/** Media types a lab may send a message as (HL7 over HTTP, and plain text for simple senders). */
export const HL7_MEDIA_TYPES = ['application/hl7-v2', 'x-application/hl7-v2+er7', 'text/plain'];
/** One ORU^R01 with a few hundred observations is well under this; embedded documents are not taken. */
export const HL7_BODY_LIMIT = 1024 * 1024;
export const HL7_CONTENT_TYPE = 'application/hl7-v2; charset=utf-8';

const feature = 'labIntegration' as const;

/** UTF-8 unless the sender says ISO 8859-1, in the Content-Type or in MSH-18. */
function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset === 'iso-8859-1' || charset === 'latin1') return body.toString('latin1');
  if (!charset) {
    const firstLine = body.subarray(0, 2048).toString('latin1').split(/\r|\n/)[0] ?? '';
    const separator = firstLine.charAt(3);
    if (separator && firstLine.split(separator)[17] === '8859/1') return body.toString('latin1');
  }
  return body.toString('utf8');
}

/** The HL7 v2 interface and its management: partner labs' deliveries, technicians' queue, admins' keys. */
export const labInterfaceRoutes =
  (
    service: LabInterfaceService,
    options: { limits?: readonly RequestLimiter[] } = {},
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const callers = new WeakMap<FastifyRequest, LabCaller>();

    // The HL7 endpoint lives in its own scope so its text parsers apply to it alone.
    await app.register(async (hl7) => {
      // JSON and the rest are not HL7: the catch-all below answers them with 415.
      hl7.removeAllContentTypeParsers();
      hl7.addContentTypeParser(
        HL7_MEDIA_TYPES,
        { parseAs: 'buffer', bodyLimit: HL7_BODY_LIMIT },
        (request, payload, next) => {
          next(null, decode(payload as Buffer, request.headers['content-type']));
        },
      );
      hl7.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: HL7_BODY_LIMIT },
        (_request, _payload, next) => {
          next(
            new AppError(
              415,
              'Unsupported Media Type',
              'Send the HL7 message as application/hl7-v2 (or x-application/hl7-v2+er7, or text/plain).',
            ),
            undefined,
          );
        },
      );
      hl7.withTypeProvider<ZodTypeProvider>().post(
        '/hl7/v2/oru',
        {
          // Partner labs authenticate with their own interface credential (HTTP Basic), not a user's token.
          config: { permission: 'public', feature },
          bodyLimit: HL7_BODY_LIMIT,
          onRequest: async (request) => {
            // Counted before the credential is checked: refused floods cost a counter, not a hash.
            for (const limit of options.limits ?? []) await limit(request);
            callers.set(request, await service.authenticate(request.headers.authorization));
          },
          schema: {
            tags: ['lab interface'],
            summary: 'Deliver results as one HL7 v2 ORU^R01 message; the answer is an HL7 acknowledgement',
            consumes: HL7_MEDIA_TYPES,
            produces: ['application/hl7-v2'],
            body: z.string().min(1, 'Send one HL7 v2 message in the request body.'),
            response: {
              200: z
                .string()
                .describe('HL7 ACK: MSA-1 AA accepted (or held as unmatched), AE error, AR rejected'),
            },
          },
        },
        async (request, reply) => {
          const caller = callers.get(request)!;
          const ack = await service.receive(caller, request.body, request.id, (error) => {
            // The message is health data: only the error's own description goes to the log.
            const err = error instanceof Error ? loggable(error) : { message: String(error) };
            request.log.error({ err }, 'an HL7 message could not be processed');
          });
          return reply.type(HL7_CONTENT_TYPE).send(ack);
        },
      );
    });

    const tags = ['lab interface'];
    const ctx = requestContext;

    app.get(
      '/api/v1/lab-interface/unmatched',
      jsonRoute(
        { permission: 'read:unmatched-results:lab', feature },
        { tags },
        z.array(unmatchedResultSchema),
      ),
      async (request) => ok(await service.listUnmatched(ctx(request)), 'Unmatched results loaded'),
    );

    app.get(
      '/api/v1/lab-interface/unmatched/:id/candidates',
      jsonRoute(
        { permission: 'read:unmatched-results:lab', feature },
        { tags, params: unmatchedParams },
        z.array(unmatchedCandidateSchema),
      ),
      async (request) => ok(await service.candidates(ctx(request), request.params.id), 'Orders loaded'),
    );

    app.post(
      '/api/v1/lab-interface/unmatched/:id/resolve',
      jsonRoute(
        { permission: 'update:unmatched-results:lab', feature },
        { tags, params: unmatchedParams, body: resolveUnmatchedRequest },
        resolveUnmatchedResultSchema,
      ),
      async (request) => {
        const outcome = await service.resolve(ctx(request), request.params.id, request.body);
        return ok(outcome, `Results attached to ${outcome.orderNumber}`);
      },
    );

    app.post(
      '/api/v1/lab-interface/unmatched/:id/discard',
      jsonRoute(
        { permission: 'update:unmatched-results:lab', feature },
        { tags, params: unmatchedParams, body: discardUnmatchedRequest },
        doneSchema,
      ),
      async (request) => {
        await service.discard(ctx(request), request.params.id, request.body.reason);
        return done('Results discarded');
      },
    );

    const adminTags = ['admin', 'lab interface'];
    const manage = { permission: 'manage:lab-interface:all', feature } as const;

    app.get(
      '/api/v1/admin/labs/:labId/interface-credentials',
      jsonRoute(
        manage,
        { tags: adminTags, params: interfaceCredentialParams },
        z.array(interfaceCredentialSchema),
      ),
      async (request) => ok(await service.listCredentials(request.params.labId), 'Credentials loaded'),
    );

    app.post(
      '/api/v1/admin/labs/:labId/interface-credentials',
      jsonRoute(
        manage,
        { tags: adminTags, params: interfaceCredentialParams, body: issueInterfaceCredentialRequest },
        issuedInterfaceCredentialSchema,
        201,
      ),
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await service.issueCredential(ctx(request), request.params.labId),
              'Credential issued: copy the secret now, it will not be shown again',
            ),
          ),
    );

    app.delete(
      '/api/v1/admin/labs/:labId/interface-credentials/:credentialId',
      jsonRoute(manage, { tags: adminTags, params: interfaceCredentialItemParams }, doneSchema),
      async (request) => {
        await service.revokeCredential(ctx(request), request.params.labId, request.params.credentialId);
        return done('Credential revoked');
      },
    );
  };
