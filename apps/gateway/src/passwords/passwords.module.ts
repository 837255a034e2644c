import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordsController } from './passwords.controller';

@Module({ imports: [SessionsModule], controllers: [PasswordsController] })
export class PasswordsModule {}
