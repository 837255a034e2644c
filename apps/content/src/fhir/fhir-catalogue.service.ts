import { Injectable } from '@nestjs/common';
import type { FhirRead, FhirResource, FhirSearch, FhirSearchResult } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';
import { ArticlesRepository } from '../store/articles.repository';
import { entriesOf, type HandbookEntry } from './handbook-entry';
import { hasCode, observationDefinitionOf } from './observation-definition';
import { specimenDefinitionOf } from './specimen-definition';

type Mapping = (entry: HandbookEntry) => FhirResource;

/**
 * The lab handbook as FHIR R4 resources. The mapping from our model to FHIR is content's: it is
 * about what an analysis and its reference rows mean, which content owns; the gateway only gives
 * it FHIR's HTTP shape (Bundle, OperationOutcome). The catalogue is small (one entry per analysis
 * of a published article) and the gateway caches its answers, so each read maps every entry.
 */
@Injectable()
export class FhirCatalogueService {
  constructor(private readonly articles: ArticlesRepository) {}

  observationDefinitions(search: FhirSearch): Promise<FhirSearchResult> {
    const { code } = search;
    return this.search(search, observationDefinitionOf, code ? (entry) => hasCode(entry, code) : () => true);
  }

  specimenDefinitions(search: Omit<FhirSearch, 'code'>): Promise<FhirSearchResult> {
    return this.search(search, specimenDefinitionOf, () => true);
  }

  observationDefinition(read: FhirRead): Promise<FhirResource> {
    return this.read(read, observationDefinitionOf);
  }

  specimenDefinition(read: FhirRead): Promise<FhirResource> {
    return this.read(read, specimenDefinitionOf);
  }

  private async search({ language, count, offset }: Omit<FhirSearch, 'code'>, map: Mapping, matches: (entry: HandbookEntry) => boolean): Promise<FhirSearchResult> {
    const entries = entriesOf(await this.articles.handbook(language)).filter(matches);
    return { total: entries.length, resources: entries.slice(offset, offset + count).map(map) };
  }

  /** An id names one language version's analysis: looked up among every published one. */
  private async read({ id }: FhirRead, map: Mapping): Promise<FhirResource> {
    const entry = entriesOf(await this.articles.handbook()).find((candidate) => candidate.id === id);
    if (!entry) throw fail('FHIR_RESOURCE_NOT_FOUND');
    return map(entry);
  }
}
