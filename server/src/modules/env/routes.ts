import type { AddressInfo } from 'node:net';
import { envJson, setLang } from '@exchange/protocol';
import type { ServerModule } from '../../context';
import { registerEndpoint } from '../../http/endpoint';

/** env.json (what the client needs first) and set/lang. */
export const envModule: ServerModule = {
  name: 'env',
  register(app, ctx) {
    registerEndpoint(app, ctx, envJson, async () => ({
      login_need_smscode: ctx.config.loginNeedSmsCode,
      socket_io_port: ctx.config.socketIoPublicPort ?? listeningPort(app.server.address()) ?? ctx.config.port,
      ...(ctx.config.appDownloadUrl ? { app_download_url: ctx.config.appDownloadUrl } : {}),
    }));

    registerEndpoint(app, ctx, setLang, async ({ input, user }) => {
      if (user) await ctx.db.query(`UPDATE users SET locale = $1 WHERE id = $2`, [input.lang, user.id]);
      return { lang: input.lang };
    });
  },
};

function listeningPort(address: AddressInfo | string | null): number | undefined {
  return address && typeof address === 'object' ? address.port : undefined;
}
