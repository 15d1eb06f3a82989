import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, PublicSettings } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export type SettingsView = AdminSettings & { updatedAt: string | null };

export const adminSettingsQuery = () => queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => api.get<SettingsView>('/api/v1/admin/settings') });

/** The branding every visitor's app applies; it changes rarely, so it is kept for a while. */
export const publicSettingsQuery = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: () => api.get<PublicSettings>('/api/v1/settings/public'), staleTime: 5 * 60 * 1000 });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<AdminSettings>) => api.patch<SettingsView>('/api/v1/admin/settings', change),
    onSuccess: async (saved) => {
      client.setQueryData(adminSettingsQuery().queryKey, saved);
      client.setQueryData(publicSettingsQuery().queryKey, { primaryColor: saved.primaryColor });
      await client.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
