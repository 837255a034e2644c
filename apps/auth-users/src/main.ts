import 'reflect-metadata';
import { runService } from '@labmedicin/platform';
import { AppModule } from './app.module';
import { authUsersEnv } from './config/auth-users.config';

runService('auth-users', (config, own) => AppModule.forRoot(config, own), authUsersEnv);
