/** The spec §2 paths the auth screens link to (the route table itself is the host shell's). */
export const authPaths = {
  home: '/',
  login: '/components/login',
  register: '/components/register',
  forgotPassword: '/forgetPwd',
  bindEmail: '/bindEmail',
  bindTradePassword: '/bindmpwd',
  policy: '/policy',
} as const;
