/** The lever module's public entry: what other folders may import (README "Module boundaries"). */
export { leverModule } from './routes';
