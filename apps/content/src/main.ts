import 'reflect-metadata';
import { runService } from '@labmedicin/platform';
import { AppModule } from './app.module';

runService('content', (config) => AppModule.forRoot(config));
