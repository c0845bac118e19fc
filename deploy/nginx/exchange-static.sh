#!/bin/sh
# Renders a static app's nginx config at container start (the nginx image runs /docker-entrypoint.d/*.sh
# before nginx; it has no node: plain sh, grep and sed). scripts/nginx-static.test.mjs runs this same
# script with the folders moved by the variables below.
#
#   EXCHANGE_APP   host | remote
#   PORT           what nginx listens on (3000, 3101 ...)
#   API_UPSTREAM   host: where /api, /operator/ and /socket.io go (lb:4000)
#   REMOTES_JSON   host: the environment file served as /remotes.json (default: the build's copy)
#   EXCHANGE_SITE  the image's files: html/ (the build), releases/ (kept releases), csp.template
#   EXCHANGE_CONF  the config snippets and templates (deploy/nginx/ in the repository)
#   EXCHANGE_OUT   the rendered config (conf.d/default.conf, read by the image's nginx.conf)
#
# The page policy is the build's csp.template (scripts/serve-static.mjs contentSecurityPolicy with the
# inline script hashes of index.html) with the origins of every entry of remotes.json, stable and
# canary, in place of __REMOTES__. It is read at start: a remote moved to a new origin needs
# `docker compose restart host` (a new release or canary on a remote's own origin does not).
set -eu

app="${EXCHANGE_APP:?EXCHANGE_APP must be host or remote}"
site="${EXCHANGE_SITE:-/usr/share/nginx/exchange}"
conf="${EXCHANGE_CONF:-/etc/nginx/exchange}"
out="${EXCHANGE_OUT:-/etc/nginx/conf.d/default.conf}"
port="${PORT:?PORT must be set}"
remotes_json="${REMOTES_JSON:-$site/html/remotes.json}"
api="${API_UPSTREAM:-}"
case "$app" in
  host) [ -n "$api" ] || { echo "exchange-static: API_UPSTREAM must be set for the host" >&2; exit 1; } ;;
  remote) ;;
  *) echo "exchange-static: EXCHANGE_APP must be host or remote, not $app" >&2; exit 1 ;;
esac

# The origin (scheme://host[:port], as a browser's URL.origin: lower case, no default port) of every
# "entry" of remotes.json, in file order, once each. Keys starting with $ hold settings, never an entry.
remote_origins() {
  [ -r "$1" ] || return 0
  grep -oE '"entry"[[:space:]]*:[[:space:]]*"[^"]*"' "$1" |
    sed -E 's/^"entry"[[:space:]]*:[[:space:]]*"//; s/"$//; s#\\/#/#g' |
    sed -nE 's#^([Hh][Tt][Tt][Pp][Ss]?://)([^/?#@]*@)?([^/?#]+).*$#\1\3#p' |
    tr 'A-Z' 'a-z' |
    sed -E 's#^(http://[^/]+):80$#\1#; s#^(https://[^/]+):443$#\1#' |
    awk '!seen[$0]++'
}

origins=""
for origin in $(remote_origins "$remotes_json"); do origins="$origins $origin"; done
csp="$(sed "s# __REMOTES__#${origins}#g" "$site/csp.template")"

sed -e "s#@PORT@#${port}#g" \
    -e "s#@SITE@#${site}#g" \
    -e "s#@CONF@#${conf}#g" \
    -e "s#@API_UPSTREAM@#${api}#g" \
    -e "s#@REMOTES_JSON@#${remotes_json}#g" \
    -e "s#@CSP@#${csp}#g" \
    "$conf/maps.conf.template" "$conf/$app.conf.template" > "$out"
echo "exchange-static: $app on :$port, remotes in the page policy:${origins:- none}"
