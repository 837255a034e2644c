import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/**
 * The audit log lives beside the accounts: its readers are admins, whom auth-users already checks,
 * and it needs a documents store, which auth-users already has (NeDB embedded, MongoDB in
 * production). It is its own context: it reads no user and no user code reads it.
 */
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditService],
})
export class AuditModule {}
