import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRecorder } from './audit-recorder';

/** The audit log's gateway side: what is recorded (for every module, hence global) and the admins' reading of it. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditRecorder, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditRecorder],
})
export class AuditModule {}
