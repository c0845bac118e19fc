import type { ServerModule } from '../../context';
import { registerAuthRoutes } from './auth-routes';
import { registerKycRoutes } from './kyc-routes';
import { registerSecurityRoutes } from './security-routes';
import { registerSessionRoutes } from './session-routes';
import { registerUploadRoutes } from './uploads';

/** Accounts and sessions (spec §7 "Account and authentication"). */
export const accountModule: ServerModule = {
  name: 'account',
  register(app, ctx) {
    registerAuthRoutes(app, ctx);
    registerSecurityRoutes(app, ctx);
    registerSessionRoutes(app, ctx);
    registerKycRoutes(app, ctx);
    registerUploadRoutes(app, ctx);
  },
};
