import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';
import { paths } from '@labwise/domain';
import { repoRoot } from './processes';

const webDir = path.join(repoRoot, 'apps/web');

/** The module that brings the OIDC client (src/lib/auth-context.tsx imports it on demand). */
const OIDC_CLIENT_MODULE = '../lib/oidc-bridge'; // as imported from src/app

/** Issue 20's budgets for the JavaScript a first visit transfers (gzip). */
export const BUNDLE_BUDGETS = { landingGzipKB: 130, routeGzipKB: 250 } as const;

/**
 * The SPA's JavaScript for one route: what a first visit needs (entry, layouts, page and their
 * static imports), as sent — gzip and brotli at the settings of the build's precompressed copies
 * (apps/web/vite-plugins/precompress.ts) — and what the route's code may load later on demand
 * (its own dynamic imports, e.g. the trend chart), which no budget counts.
 */
export type RouteBundle = {
  route: string;
  files: number;
  rawKB: number;
  gzipKB: number;
  brotliKB: number;
  onDemandFiles: number;
  onDemandGzipKB: number;
  budgetGzipKB: number;
  withinBudget: boolean;
};

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

type RouteNode = { path: string; modules: string[] };

/**
 * The router's route table read from its source with the TypeScript parser: for every route with
 * a page, its full path and the lazily imported modules on the way (layouts, then the page).
 */
function routeTable(): RouteNode[] {
  const file = path.join(webDir, 'src/app/router.tsx');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  let routes: ts.ArrayLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      consts.set(node.name.text, node.initializer);
      if (node.name.text === 'routes' && ts.isArrayLiteralExpression(node.initializer)) routes = node.initializer;
    }
    node.forEachChild(visit);
  });
  if (!routes) throw new Error('router.tsx has no `routes` array');

  const dynamicImport = (expression: ts.Expression | undefined): string | null => {
    if (!expression) return null;
    if (ts.isIdentifier(expression)) return dynamicImport(consts.get(expression.text));
    let found: string | null = null;
    expression.forEachChild(function visit(node) {
      if (found) return;
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) found = argument.text;
        return;
      }
      node.forEachChild(visit);
    });
    if (!found && ts.isCallExpression(expression)) {
      for (const argument of expression.arguments) found ??= dynamicImport(argument);
    }
    return found;
  };
  const evaluatePath = (expression: ts.Expression): string => {
    const pathValues = paths as unknown as Record<string, string | ((...args: string[]) => string)>;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
    if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'paths') {
      return String(pathValues[expression.name.text]);
    }
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      const args = expression.arguments.map(evaluatePath);
      if (ts.isIdentifier(callee) && callee.text === 'inDashboard') return args[0]!;
      if (ts.isPropertyAccessExpression(callee) && callee.expression.getText() === 'paths') {
        const fn = pathValues[callee.name.text];
        return typeof fn === 'function' ? fn(...args) : String(fn);
      }
    }
    if (ts.isTemplateExpression(expression)) {
      return expression.head.text + expression.templateSpans.map((span) => evaluatePath(span.expression) + span.literal.text).join('');
    }
    return expression.getText();
  };

  const out: RouteNode[] = [];
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const prop = (name: string) =>
        element.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
      const pathExpression = prop('path');
      const routePath = pathExpression ? evaluatePath(pathExpression) : parentPath;
      const module = dynamicImport(prop('lazy'));
      const modules = module ? [...parentModules, module] : parentModules;
      const children = prop('children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children, routePath, modules);
      else if (module && routePath) out.push({ path: routePath, modules });
    }
  };
  walk(routes, '', []);
  return out;
}

/** Manifest key of a module imported from src/app/router.tsx. */
function manifestKey(manifest: Manifest, specifier: string): string | null {
  const base = path.relative(webDir, path.resolve(webDir, 'src/app', specifier));
  for (const extension of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (manifest[base + extension]) return base + extension;
  return null;
}

/** A built file without its trailing source-map comment (the build adds it for the composition). */
export function builtFile(outDir: string, file: string): Buffer {
  const content = fs.readFileSync(path.join(outDir, file));
  const text = content.toString('utf8');
  const at = text.lastIndexOf('\n//# sourceMappingURL=');
  return at >= 0 ? Buffer.from(text.slice(0, at)) : content;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Per route, the JavaScript of a first visit and of its on-demand chunks, judged against the budgets. */
export function routeBundles(outDir: string): (RouteBundle & { fileList: string[] })[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry');
  const entryFile = manifest[entry]!.file;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = builtFile(outDir, file);
      size = {
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
        brotli: zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        }).length,
      };
      sizes.set(file, size);
    }
    return size;
  };
  const total = (files: string[], kind: 'raw' | 'gzip' | 'brotli') => kb(files.reduce((sum, f) => sum + sizeOf(f)[kind], 0));
  const seen = new Set<string>();
  const bundles: (RouteBundle & { fileList: string[] })[] = [];
  for (const route of routeTable()) {
    if (seen.has(route.path)) continue;
    seen.add(route.path);
    const files = new Set<string>();
    closure(entry, files);
    for (const module of route.modules) {
      const key = manifestKey(manifest, module);
      if (key) closure(key, files);
    }
    // The OIDC client loads on demand, but at once wherever a session is stored: counted for every
    // route except the landing page, which a first-time visitor sees signed out (ADR 0044).
    if (route.path !== paths.home) {
      const oidc = manifestKey(manifest, OIDC_CLIENT_MODULE);
      if (oidc) closure(oidc, files);
    }
    // The entry's dynamic imports are the other routes; those of the route's own chunks are its on-demand code.
    const later = new Set<string>();
    const visited = new Set<string>();
    const visit = (file: string) => {
      if (file === entryFile || visited.has(file)) return;
      visited.add(file);
      for (const dynamic of manifest[keyOf.get(file) ?? '']?.dynamicImports ?? []) {
        const reached = new Set<string>();
        closure(dynamic, reached);
        for (const f of reached) {
          if (!files.has(f)) later.add(f);
          visit(f);
        }
      }
    };
    for (const file of files) visit(file);
    const js = [...files].filter((f) => f.endsWith('.js'));
    const onDemand = [...later].filter((f) => f.endsWith('.js'));
    const gzipKB = total(js, 'gzip');
    const budgetGzipKB = route.path === paths.home ? BUNDLE_BUDGETS.landingGzipKB : BUNDLE_BUDGETS.routeGzipKB;
    bundles.push({
      route: route.path,
      fileList: js,
      files: js.length,
      rawKB: total(js, 'raw'),
      gzipKB,
      brotliKB: total(js, 'brotli'),
      onDemandFiles: onDemand.length,
      onDemandGzipKB: total(onDemand, 'gzip'),
      budgetGzipKB,
      withinBudget: gzipKB <= budgetGzipKB,
    });
  }
  return bundles;
}
