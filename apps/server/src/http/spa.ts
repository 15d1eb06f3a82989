import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors';

/** Paths that belong to the API or the identity provider never fall back to the SPA. */
const SERVER_PREFIXES = ['/api', '/oidc', '/fhir', '/interaction', '/healthz', '/readyz'];

/**
 * Serves the built SPA with history fallback: real files from dist (hashed assets cached for a
 * year), any other GET that accepts HTML gets index.html so client-side routes survive a reload.
 * The build writes brotli and gzip copies beside its text files (apps/web/vite-plugins/precompress.ts);
 * a browser that accepts one gets it as is, with `Content-Encoding` and `Vary: Accept-Encoding`,
 * so no request spends CPU compressing (ADR 0037).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  app.get('/*', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      throw notFound('There is nothing at this address.');
    }
    if (SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) throw notFound();
    // Browsers ask for /favicon.ico on pages that name no icon (and some always do): the SPA's SVG icon.
    if (pathname === '/favicon.ico') return reply.redirect('/favicon.svg', 301);
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    const filePath = path.normalize(path.join(distDir, pathname));
    if (filePath !== indexPath && filePath.startsWith(distDir + path.sep) && isFile(filePath)) {
      // Vite names everything under assets/ by its content hash: a new build means a new name.
      const immutable = pathname.startsWith('/assets/');
      return reply.sendFile(path.relative(distDir, filePath), {
        maxAge: immutable ? '365d' : 0,
        immutable,
      });
    }
    if (filePath !== indexPath && path.extname(pathname) !== '') throw notFound();
    // The page names the current build's assets: always revalidated (send's own header would say `max-age=0`).
    void reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}

function isFile(filePath: string): boolean {
  try {
    return fs.statSync(filePath).isFile();
  } catch {
    return false;
  }
}
