import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditRecorder } from './audit-recorder';

/** The audit log's gateway side: what is recorded (for every module, hence global; @Route puts the interceptor on the audited routes) and the admins' reading of it. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditRecorder],
  exports: [AuditRecorder],
})
export class AuditModule {}
