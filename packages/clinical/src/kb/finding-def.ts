import type { FindingDef, FindingKind, Source } from './types';

/** A finding constructor whose source defaults to the one a knowledge-base file cites for most of its findings. */
export function findingsCiting(defaultSource: Source) {
  return (id: string, name: string, kind: FindingKind, leak: number, synonyms: readonly string[], source: Source = defaultSource): FindingDef => ({
    id,
    name,
    kind,
    leak,
    synonyms,
    source,
  });
}
