/** The spot module's public entry: what other folders may import (README "Module boundaries"). */
export { spotModule } from './routes';
