import { Controller } from '@nestjs/common';
import { CONTENT_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { FhirCatalogueService } from './fhir-catalogue.service';

@Controller()
export class FhirController {
  constructor(private readonly catalogue: FhirCatalogueService) {}

  @Handles(M.fhirObservationDefinitions)
  observationDefinitions({ data }: RequestOf<typeof M.fhirObservationDefinitions>) {
    return this.catalogue.observationDefinitions(data);
  }

  @Handles(M.fhirObservationDefinition)
  observationDefinition({ data }: RequestOf<typeof M.fhirObservationDefinition>) {
    return this.catalogue.observationDefinition(data);
  }

  @Handles(M.fhirSpecimenDefinitions)
  specimenDefinitions({ data }: RequestOf<typeof M.fhirSpecimenDefinitions>) {
    return this.catalogue.specimenDefinitions(data);
  }

  @Handles(M.fhirSpecimenDefinition)
  specimenDefinition({ data }: RequestOf<typeof M.fhirSpecimenDefinition>) {
    return this.catalogue.specimenDefinition(data);
  }
}
