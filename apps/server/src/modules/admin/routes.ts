import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/engine';
import { createSettingsService } from '../settings/service';
import { adminCatalogRoutes } from './catalog-routes';
import { createAdminCatalogService } from './catalog-service';
import { adminLabsRoutes } from './labs-routes';
import { createAdminLabsService } from './labs-service';
import { adminOverviewRoutes } from './overview-routes';
import { createAdminOverviewService } from './overview-service';
import { adminSettingsRoutes } from './settings-routes';
import { adminDeliveriesRoutes } from './deliveries-routes';
import { createDeliveriesService } from './deliveries-service';
import { adminSupportRoutes } from './support-routes';
import { createSupportService } from './support-service';

/** The admin console's API: catalog, labs, settings, dashboard figures, audit trail, delivery log and order support (administrators only). */
export const adminRoutes =
  (database: Pick<DatabaseHandle, 'db' | 'ping'>, jobs: { maxAttempts: number } = { maxAttempts: 10 }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    await app.register(adminCatalogRoutes(createAdminCatalogService(db)));
    await app.register(adminLabsRoutes(createAdminLabsService(db)));
    await app.register(adminSettingsRoutes(createSettingsService(db)));
    await app.register(adminOverviewRoutes(createAdminOverviewService(db, () => database.ping())));
    await app.register(adminDeliveriesRoutes(createDeliveriesService(db, jobs)));
    await app.register(adminSupportRoutes(createSupportService(db)));
  };
