import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { integer } from './wire';

import { localeCodes } from './locales';

export { localeCodes, type LocaleCode } from './locales';
export { localeTags } from './locale-tags';
export const localeSchema = z.enum(localeCodes, { error: 'lang.unknown' });

/** GET /api/env.json: what the client needs before anything else. */
export const envInfoSchema = z.object({
  login_need_smscode: z.boolean(),
  /** The port of the socket.io server (same host as the page). */
  socket_io_port: integer,
  /** The app download link; the header's app-download QR shows only when present (the "app status" of §2). */
  app_download_url: z.optional(z.string()),
});
export type EnvInfo = z.infer<typeof envInfoSchema>;

export const envJson = defineEndpoint({
  methods: ['GET'],
  path: '/api/env.json',
  auth: false,
  request: z.object({}),
  response: envInfoSchema,
});

/** POST /api/set/lang: remembers the language for the logged-in user (a guest call is accepted too). */
export const setLang = defineEndpoint({
  methods: ['POST'],
  path: '/api/set/lang',
  auth: false,
  request: z.object({ lang: localeSchema }),
  response: z.object({ lang: localeSchema }),
});

export const envApi = { envJson, setLang };
