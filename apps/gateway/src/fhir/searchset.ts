import type { FhirBundle, FhirResourceType, FhirSearchResult } from '@labmedicin/contracts';

/**
 * A search's page as FHIR's searchset Bundle: every match's absolute URL, `total` over all pages,
 * and the links to this page and the next (the same search at the next _offset).
 */
export function searchset(base: string, type: FhirResourceType, { total, resources }: FhirSearchResult, requestUrl: string, offset: number): FhirBundle {
  const query = new URLSearchParams(requestUrl.includes('?') ? requestUrl.slice(requestUrl.indexOf('?') + 1) : '');
  const urlWith = (params: URLSearchParams) => `${base}/${type}${params.size > 0 ? `?${params.toString()}` : ''}`;
  const next = new URLSearchParams(query);
  next.set('_offset', String(offset + resources.length));
  const hasNext = resources.length > 0 && offset + resources.length < total;
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link: [{ relation: 'self', url: urlWith(query) }, ...(hasNext ? [{ relation: 'next', url: urlWith(next) }] : [])],
    entry: resources.map((resource) => ({ fullUrl: `${base}/${type}/${resource.id}`, resource, search: { mode: 'match' } })),
  };
}
