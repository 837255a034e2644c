import 'reflect-metadata';
import { runService } from '@labmedicin/platform';
import { AppModule } from './app.module';

runService('comments', (config) => AppModule.forRoot(config));
