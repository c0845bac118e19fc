/** The ieo module's public entry: what other folders may import (README "Module boundaries"). */
export { ieoModule } from './routes';
