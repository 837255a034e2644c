import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PlatformModule } from '@labmedicin/platform';
import { AccessGuard } from './access/access.guard';
import { AuditModule } from './audit/audit.module';
import { ArchiveModule } from './archive/archive.module';
import { ArticleImagesModule } from './article-images/article-images.module';
import { ArticlesModule } from './articles/articles.module';
import { AuthModule } from './auth/auth.module';
import { AvatarsModule } from './avatars/avatars.module';
import { CategoriesModule } from './categories/categories.module';
import { CommentsModule } from './comments/comments.module';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config';
import { HealthModule } from './health/health.module';
import { MediaModule } from './media/media.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { OidcModule } from './oidc/oidc.module';
import { OIDC_CACHE, OIDC_TRANSACTION_TTL_MS } from './oidc/oidc-transactions';
import { PasswordsModule } from './passwords/passwords.module';
import { ProfilesModule } from './profiles/profiles.module';
import { HTTP_CACHE, HTTP_CACHE_TTL_MS } from './http-cache/http-cache.service';
import { ACTORS_CACHE, ACTOR_TTL_MS } from './sessions/actors.service';
import { SESSIONS_CACHE } from './sessions/session.middleware';
import { SearchInsightsModule } from './search-insights/search-insights.module';
import { SessionsModule } from './sessions/sessions.module';
import { TagsModule } from './tags/tags.module';
import { FhirModule } from './fhir/fhir.module';
import { TwoFactorModule } from './two-factor/two-factor.module';
import { UserAdminModule } from './user-admin/user-admin.module';

/** Holds the gateway's configuration for injection. */
@Module({})
class ConfigModule {}

/** The gateway: the only public entry (sessions, roles, validation, caching, rate limits, OpenAPI, the SPA). */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forNode({
          node: 'gateway',
          config: config.platform,
          // Uploaded images are served from the objects port by the gateway itself. Only uploads and
          // /uploads need it: while it is down they answer 503, and every other page and call goes on.
          objects: true,
          outsideReadiness: ['objects'],
          caches: [
            { namespace: SESSIONS_CACHE, maxEntries: 100_000, defaultTtlMs: config.session.maxAgeMs },
            { namespace: ACTORS_CACHE, maxEntries: 10_000, defaultTtlMs: ACTOR_TTL_MS },
            { namespace: HTTP_CACHE, maxEntries: 2_000, defaultTtlMs: HTTP_CACHE_TTL_MS },
            { namespace: OIDC_CACHE, maxEntries: 10_000, defaultTtlMs: OIDC_TRANSACTION_TTL_MS },
          ],
        }),
        { module: ConfigModule, global: true, providers: [{ provide: GATEWAY_CONFIG, useValue: config }], exports: [GATEWAY_CONFIG] },
        SessionsModule,
        AuditModule,
        AuthModule,
        OidcModule,
        // /users/profile, /users/avatar and /users/password before /users/:id of the admin routes.
        ProfilesModule,
        AvatarsModule,
        PasswordsModule,
        PasswordResetModule,
        UserAdminModule,
        ArchiveModule,
        CategoriesModule,
        ArticleImagesModule,
        MediaModule,
        ArticlesModule,
        TagsModule,
        FhirModule,
        CommentsModule,
        SearchInsightsModule,
        HealthModule,
        TwoFactorModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
