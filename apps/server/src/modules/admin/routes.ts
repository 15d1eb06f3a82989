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

/** The admin console's API: catalog, labs, settings, dashboard figures and audit trail (administrators only). */
export const adminRoutes =
  (database: Pick<DatabaseHandle, 'db' | 'ping'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    await app.register(adminCatalogRoutes(createAdminCatalogService(db)));
    await app.register(adminLabsRoutes(createAdminLabsService(db)));
    await app.register(adminSettingsRoutes(createSettingsService(db)));
    await app.register(adminOverviewRoutes(createAdminOverviewService(db, () => database.ping())));
  };
