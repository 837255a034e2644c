import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { FhirCatalogueService } from './fhir-catalogue.service';
import { FhirController } from './fhir.controller';

/** The lab handbook's analyses as a FHIR R4 catalogue (ObservationDefinition, SpecimenDefinition). */
@Module({
  imports: [ContentStoreModule],
  controllers: [FhirController],
  providers: [FhirCatalogueService],
})
export class FhirModule {}
