import { interpretResults, KNOWLEDGE_BASE_VERSION, type InterpretResultsInput, type ResultsReading } from '@labwise/clinical';

/**
 * The one place the server calls the clinical engine to read released results into an
 * assessment. Pure and fast (milliseconds), so it runs inside the release transaction.
 */
export type ResultsReader = (input: InterpretResultsInput) => ResultsReading;

export const readResults: ResultsReader = (input) => interpretResults(input);

/** Stored with every interpretation: the knowledge base the reading used. */
export const INTERPRETATION_ENGINE_VERSION = KNOWLEDGE_BASE_VERSION;
