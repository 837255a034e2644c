import 'reflect-metadata';
import { runService } from '@labmedicin/platform';
import { AppModule } from './app.module';
import { contentEnv } from './config/content.config';

runService('content', (config, own) => AppModule.forRoot(config, own), contentEnv);
