#!/usr/bin/env node
// Build step of the nginx image (deploy/Dockerfile): prints the page policy of a built index.html with
// `__REMOTES__` where the remote origins go; deploy/nginx/exchange-static.sh fills them in from the
// mounted remotes.json at container start. One policy for `pnpm start` and nginx: serve-static.mjs's.
//   node deploy/nginx/csp-template.mjs <dist>/index.html > csp.template
import { existsSync, readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../../scripts/serve-static.mjs';

const [htmlFile] = process.argv.slice(2);
if (!htmlFile) throw new Error('usage: csp-template.mjs <index.html>');
const html = existsSync(htmlFile) ? readFileSync(htmlFile, 'utf8') : '';
process.stdout.write(`${contentSecurityPolicy({ html, remotes: ['__REMOTES__'] })}\n`);
