import { registerPath } from '../../routing/routeTable';

/**
 * The link a friend registers through (spec §2 register, query `extension_code`): the register page
 * prefills the code from it and user/register records the relation.
 */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${registerPath}?extension_code=${encodeURIComponent(code)}`;
}
