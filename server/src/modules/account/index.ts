/**
 * The account module's public entry: what other folders may import (README "Module boundaries").
 * Sign-up, login, sessions' routes, KYC, the second factor and the verification codes.
 */
import type { CodeService } from './codes';
import type { SecondFactor } from './second-factor';

export { accountModule } from './routes';
export { createCodeService, type CodeService } from './codes';
export { createSecondFactor, sealPlainTotpSecrets, type SecondFactor } from './second-factor';
export { outboxSender, type CodeChannel, type CodeMessage, type CodeSender } from './sender';
export { ensureDemoUser } from './demo-user';
export { decideReview } from './kyc';

declare module '../../context' {
  /** The account module's services on the context (built in app.ts). */
  interface ServerContext {
    codes: CodeService;
    /** The user's TOTP second factor: `requireIfOn(userId, code)` before a sensitive action (withdrawal). */
    secondFactor: SecondFactor;
  }
}
