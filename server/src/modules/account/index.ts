/**
 * The account module's public entry: what other folders may import (README "Module boundaries").
 * Sign-up, login, sessions' routes, KYC, the second factor and the verification codes.
 */
export { accountModule } from './routes';
export { createCodeService, type CodeService } from './codes';
export { createSecondFactor, sealPlainTotpSecrets, type SecondFactor } from './second-factor';
export { outboxSender, type CodeChannel, type CodeMessage, type CodeSender } from './sender';
export { ensureDemoUser } from './demo-user';
export { decideReview } from './kyc';
