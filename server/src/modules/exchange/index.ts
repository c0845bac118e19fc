/** The exchange module's public entry: what other folders may import (README "Module boundaries"). */
export { exchangeModule } from './routes';
