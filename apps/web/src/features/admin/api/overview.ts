import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type AdminOverview, type AuditEvent } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';

export const adminOverviewQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, 'overview'], queryFn: () => api.get<AdminOverview>(apiPaths.adminOverview) });

export type AuditFilter = { action: string; resourceType: string; outcome: string; actor: string; limit: number };

export const auditEventsQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit-events', filter],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(filter.limit) });
      for (const key of ['action', 'resourceType', 'outcome', 'actor'] as const) if (filter[key].trim()) params.set(key, filter[key].trim());
      return api.get<AuditEvent[]>(`${apiPaths.adminAuditEvents}?${params.toString()}`);
    },
  });
