/** The chart module's public entry: what other folders may import (README "Module boundaries"). */
export { chartModule } from './routes';
