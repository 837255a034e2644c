import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE_NAME } from '../config/gateway.config';

/** The OpenAPI document of the routes, as Swagger UI at /api/docs and JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Labmedicin API')
      .setDescription(
        'The API of Labmedicin. Successful answers are { success: true, data, pagination?, message? } ' +
          '(auth answers carry user instead of data); errors are { success: false, message, errors? }. ' +
          'Log in with POST /api/auth/login; the session cookie does the rest.',
      )
      .setVersion('1.0')
      .addCookieAuth(SESSION_COOKIE_NAME)
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
