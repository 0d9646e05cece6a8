import type { FastifyInstance } from 'fastify';
import { agentsRoutes } from './agents/agents.routes';
import { authRoutes } from './auth/auth.routes';
import { customersRoutes } from './customers/customers.routes';
import { featuresRoutes } from './features/features.routes';
import { imagesRoutes } from './images/images.routes';
import { locationsRoutes } from './locations/locations.routes';
import { propertiesRoutes } from './properties/properties.routes';
import { propertyTypesRoutes } from './property-types/property-types.routes';
import { tenantsRoutes } from './tenants/tenants.routes';

/** Every domain's routes. Each module owns its paths; add new ones here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(tenantsRoutes);
  await app.register(authRoutes);
  await app.register(agentsRoutes);
  await app.register(customersRoutes);
  await app.register(locationsRoutes);
  await app.register(propertyTypesRoutes);
  await app.register(imagesRoutes);
  await app.register(propertiesRoutes);
  await app.register(featuresRoutes);
}
