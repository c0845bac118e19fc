/** The operator module's public entry: what other folders may import (README "Module boundaries"). */
export { operatorModule } from './routes';
