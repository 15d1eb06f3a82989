import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClinical } from './kb-load';

// The engine's start is measured by the bench (issue 14's target); what keeps it small is that the
// engine loads only itself and its data: no schema library, no API schemas (ADR 0058).
describe('the clinical engine as the server bundles it', () => {
  it('carries its knowledge base but no schema library and none of the API schemas', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-clinical-bundle-'));
    try {
      const inputs = await bundleClinical(path.join(dir, 'clinical.mjs'));
      expect(inputs.some((f) => f.endsWith('kb/conditions/emergencies.json'))).toBe(true);
      expect(inputs.filter((f) => f.includes('node_modules/zod/'))).toEqual([]);
      expect(inputs.filter((f) => /domain\/src\/.*-schemas?\.ts$/.test(f))).toEqual([]);
      expect(inputs.filter((f) => f.endsWith('condition-file-schema.ts'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
