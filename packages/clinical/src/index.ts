/**
 * @labwise/clinical — the questionnaire's reasoning engine (knowledge base + inference).
 * The engine arrives with the questionnaire work; this module fixes the package boundary.
 */
export const KNOWLEDGE_BASE_VERSION = '0.0.0';
