/**
 * The demo account shown in the README. Here, outside the account module, so every module's demo
 * seeds may import it (modules share only exported types with each other).
 */
export const demoUser = {
  email: 'demo@exchange.local',
  password: 'demo1234',
  tradePassword: '123456',
} as const;
