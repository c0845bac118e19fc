/** The lockup module's public entry: what other folders may import (README "Module boundaries"). */
export { lockupModule } from './routes';
