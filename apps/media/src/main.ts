import 'reflect-metadata';
import { runService } from '@labmedicin/platform';
import { AppModule } from './app.module';

runService('media', (config) => AppModule.forRoot(config));
