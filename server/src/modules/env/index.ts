/** The env module's public entry: what other folders may import (README "Module boundaries"). */
export { envModule } from './routes';
