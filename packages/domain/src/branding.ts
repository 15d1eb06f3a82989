/**
 * The administrator's choice of primary colour. Kept apart from the admin schemas (zod): every
 * page, the signed-out landing page included, applies the brand colour on its first render.
 */
export const BRAND_COLORS = ['blue', 'indigo', 'violet', 'teal', 'green', 'rose', 'orange'] as const;
export type BrandColor = (typeof BRAND_COLORS)[number];
