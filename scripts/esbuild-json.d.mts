import type { Plugin } from 'esbuild';

/** Bundles a JSON file as `JSON.parse('…')` rather than an object literal. */
export declare const jsonAsParse: Plugin;
