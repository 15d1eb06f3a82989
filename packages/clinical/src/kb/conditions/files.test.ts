import { describe, expect, it } from 'vitest';
import { assertKnowledgeBaseFile } from '../condition-file-schema';
import { KNOWLEDGE_BASE_FILES } from './index';

// The engine reads the bundled data files without checking them at start (ADR 0058): this is the
// check, and it is part of the CI gate.
describe('the shipped knowledge-base data files', () => {
  it.each(KNOWLEDGE_BASE_FILES.map(([name, data]) => ({ name, data })))(
    '$name has the shape of a data file',
    ({ name, data }) => {
      expect(() => assertKnowledgeBaseFile(data, name)).not.toThrow();
    },
  );
});
