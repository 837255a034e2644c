import { Controller, Inject, Req } from '@nestjs/common';
import { CONTENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { Request } from 'express';
import { Forwarding } from '../common/forwarding';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { publicBaseUrl } from '../discovery/public-url';
import { ARTICLE_CACHE } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { capabilityStatement } from './capability-statement';
import { FHIR_BASE } from './operation-outcome';
import { searchset } from './searchset';

/**
 * Answers carry absolute URLs (fullUrl, links) made from the request's host unless PUBLIC_URL is
 * set: cached per host and URL as sent.
 */
const FHIR_CACHE = { keyOf: (req: Request) => `${publicBaseUrl(req, null) ?? ''}\n${req.originalUrl}` };

/**
 * The lab handbook as a FHIR R4 catalogue, public and read only (content maps the articles;
 * here they get FHIR's HTTP shape: searchset Bundles, and OperationOutcome for failures in the
 * error filter). Cached like the other public reads, dropped by every article change.
 */
@Controller()
export class FhirController extends Forwarding(['fhirObservationDefinitionRead', 'fhirSpecimenDefinitionRead'], {
  fhirObservationDefinitionRead: PublicCache(ARTICLE_CACHE.fhir, FHIR_CACHE),
  fhirSpecimenDefinitionRead: PublicCache(ARTICLE_CACHE.fhir, FHIR_CACHE),
}) {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    super();
  }

  @Route(ROUTES.fhirMetadata)
  @PublicCache(ARTICLE_CACHE.fhir, FHIR_CACHE)
  async metadata(@Input() _input: In<'fhirMetadata'>, @Req() req: Request) {
    return capabilityStatement(this.baseOf(req));
  }

  @Route(ROUTES.fhirObservationDefinitionSearch)
  @PublicCache(ARTICLE_CACHE.fhir, FHIR_CACHE)
  async observationDefinitions(@Input() { query }: In<'fhirObservationDefinitionSearch'>, @Req() req: Request, @Meta() meta: RequestMeta) {
    const { _language: language, _count: count, _offset: offset, code } = query;
    const result = await this.services.send(CONTENT_MESSAGES.fhirObservationDefinitions, { language, count, offset, code }, meta);
    return searchset(this.baseOf(req), 'ObservationDefinition', result, req.originalUrl, offset);
  }

  @Route(ROUTES.fhirSpecimenDefinitionSearch)
  @PublicCache(ARTICLE_CACHE.fhir, FHIR_CACHE)
  async specimenDefinitions(@Input() { query }: In<'fhirSpecimenDefinitionSearch'>, @Req() req: Request, @Meta() meta: RequestMeta) {
    const { _language: language, _count: count, _offset: offset } = query;
    const result = await this.services.send(CONTENT_MESSAGES.fhirSpecimenDefinitions, { language, count, offset }, meta);
    return searchset(this.baseOf(req), 'SpecimenDefinition', result, req.originalUrl, offset);
  }

  /** The catalogue's base as hospital systems reach it. */
  private baseOf(req: Request): string {
    return `${publicBaseUrl(req, this.config.publicUrl) ?? ''}${FHIR_BASE}`;
  }
}
