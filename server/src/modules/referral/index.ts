/** The referral module's public entry: what other folders may import (README "Module boundaries"). */
export { referralModule } from './routes';
