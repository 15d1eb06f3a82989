import { queryOptions } from '@tanstack/react-query';
import type { AdminOverview, AuditEvent } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const adminOverviewQuery = () => queryOptions({ queryKey: ['admin', 'overview'], queryFn: () => api.get<AdminOverview>('/api/v1/admin/overview') });

export type AuditFilter = { action: string; resourceType: string; outcome: string; actor: string; limit: number };

export const auditEventsQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit-events', filter],
    queryFn: () => {
      const params = new URLSearchParams({ limit: String(filter.limit) });
      for (const key of ['action', 'resourceType', 'outcome', 'actor'] as const) if (filter[key].trim()) params.set(key, filter[key].trim());
      return api.get<AuditEvent[]>(`/api/v1/admin/audit-events?${params.toString()}`);
    },
  });
