import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { FhirController } from './fhir.controller';

@Module({
  imports: [HttpCacheModule],
  controllers: [FhirController],
})
export class FhirModule {}
