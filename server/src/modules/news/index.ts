/** The news module's public entry: what other folders may import (README "Module boundaries"). */
export { newsModule } from './routes';
