/** The micro module's public entry: what other folders may import (README "Module boundaries"). */
export { microModule } from './routes';
