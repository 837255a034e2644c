import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { UserAdminController } from './user-admin.controller';

@Module({ imports: [SessionsModule], controllers: [UserAdminController] })
export class UserAdminModule {}
