/** The payment module's public entry: what other folders may import (README "Module boundaries"). */
export { paymentModule } from './routes';
