import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type AdminSettings, type PublicSettings } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';
import { adminOverviewQuery } from './overview';

export type SettingsView = AdminSettings & { updatedAt: string | null };

export const adminSettingsQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, 'settings'], queryFn: () => api.get<SettingsView>(apiPaths.adminSettings) });

/** The branding every visitor's app applies; it changes rarely, so it is kept for a while. */
export const publicSettingsQuery = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: () => api.get<PublicSettings>(apiPaths.publicSettings), staleTime: 5 * 60 * 1000 });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<AdminSettings>) => api.patch<SettingsView>(apiPaths.adminSettings, change),
    onSuccess: async (saved) => {
      client.setQueryData(adminSettingsQuery().queryKey, saved);
      client.setQueryData(publicSettingsQuery().queryKey, { primaryColor: saved.primaryColor });
      await client.invalidateQueries({ queryKey: adminOverviewQuery().queryKey });
    },
  });
}
