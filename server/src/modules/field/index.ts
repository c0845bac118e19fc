/** The field module's public entry: what other folders may import (README "Module boundaries"). */
export { fieldModule } from './routes';
