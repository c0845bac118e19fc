/** Paths of the account security screens (the route table itself is the host shell's). */
export const securityPaths = {
  settings: '/account/accountSet',
  security: '/account/security',
  changePassword: '/resetPwd',
} as const;
