import { useQuery } from '@tanstack/react-query';
import { BRAND_COLORS, type BrandColor } from '@labwise/domain';
import { publicSettingsQuery } from '../api/settings';
import { brandCss } from './brand-colors';

const isBrandColor = (value: unknown): value is BrandColor => (BRAND_COLORS as readonly unknown[]).includes(value);

/**
 * Applies the administrator's primary colour to every page, signed in or not, as CSS variables.
 * Until the setting has loaded (or if it cannot) the stylesheet's default blue stays.
 */
export function BrandTheme() {
  const settings = useQuery(publicSettingsQuery());
  const color = settings.data?.primaryColor;
  if (!isBrandColor(color) || color === 'blue') return null;
  return <style data-brand={color}>{brandCss(color)}</style>;
}
