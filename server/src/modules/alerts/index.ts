/** The alerts module's public entry: what other folders may import (README "Module boundaries"). */
export { alertsModule } from './routes';
