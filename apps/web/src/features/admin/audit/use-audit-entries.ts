import type { AuditFilter } from '@labmedicin/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAuditEntries } from '../../../api/admin-audit';

/** A page of the audit log; the previous page stays in view while the next loads. */
export function useAuditEntries(filter: AuditFilter, page: number) {
  return useQuery({ queryKey: ['audit', filter, page], queryFn: () => fetchAuditEntries(filter, page), placeholderData: keepPreviousData });
}
