import type { BrandColor } from '@labwise/domain';

type Tones = { primary: string; primaryForeground: string; accent: string };

/**
 * The brand colours an administrator may choose, each with a light and a dark tone that keep
 * text at WCAG AA contrast on the theme's backgrounds. Blue is the stylesheet's own palette.
 */
export const BRAND_PALETTES: Readonly<Record<BrandColor, { light: Tones; dark: Tones }>> = {
  blue: { light: { primary: '#1d4ed8', primaryForeground: '#ffffff', accent: '#e0ecff' }, dark: { primary: '#60a5fa', primaryForeground: '#0b1220', accent: '#1b2b4b' } },
  indigo: { light: { primary: '#4338ca', primaryForeground: '#ffffff', accent: '#e0e7ff' }, dark: { primary: '#818cf8', primaryForeground: '#0b1220', accent: '#1e1b4b' } },
  violet: { light: { primary: '#6d28d9', primaryForeground: '#ffffff', accent: '#ede9fe' }, dark: { primary: '#a78bfa', primaryForeground: '#0b1220', accent: '#2e1065' } },
  teal: { light: { primary: '#0f766e', primaryForeground: '#ffffff', accent: '#ccfbf1' }, dark: { primary: '#2dd4bf', primaryForeground: '#0b1220', accent: '#042f2e' } },
  green: { light: { primary: '#15803d', primaryForeground: '#ffffff', accent: '#dcfce7' }, dark: { primary: '#4ade80', primaryForeground: '#0b1220', accent: '#052e16' } },
  rose: { light: { primary: '#be123c', primaryForeground: '#ffffff', accent: '#ffe4e6' }, dark: { primary: '#fb7185', primaryForeground: '#0b1220', accent: '#4c0519' } },
  orange: { light: { primary: '#c2410c', primaryForeground: '#ffffff', accent: '#ffedd5' }, dark: { primary: '#fb923c', primaryForeground: '#0b1220', accent: '#431407' } },
};

const block = (t: Tones) => `--primary:${t.primary};--primary-foreground:${t.primaryForeground};--accent:${t.accent};`;

/** CSS that outranks the stylesheet's :root and .dark palettes (higher specificity, later dark rule). */
export function brandCss(color: BrandColor): string {
  const palette = BRAND_PALETTES[color];
  return `:root:root{${block(palette.light)}}:root.dark{${block(palette.dark)}}`;
}
