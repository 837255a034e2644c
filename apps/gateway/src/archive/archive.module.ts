import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ArchiveController } from './archive.controller';
import { ArchiveService } from './archive.service';

@Module({ imports: [HttpCacheModule, SessionsModule], controllers: [ArchiveController], providers: [ArchiveService] })
export class ArchiveModule {}
