#!/bin/sh
# Checks, then renders, the HELOC nginx template (deploy/nginx/templates/heloc.conf.template).
# Every ${HELOC_...} variable the template uses must be set: there is no default to fall back on,
# so a missing one stops everything here, named, instead of nginx starting with a wrong back end.
#
#   render-config.sh TEMPLATE OUTPUT  check, then write OUTPUT with envsubst, replacing those
#                                     variables only (nginx's own $host, $uri... stay)
#   render-config.sh                  check only, every *.template in $NGINX_ENVSUBST_TEMPLATE_DIR
#                                     (/etc/nginx/templates). In nginx's container image, as
#                                     /docker-entrypoint.d/15-heloc-check-env.sh, it stops the
#                                     container before 20-envsubst-on-templates.sh renders them.
set -eu

variables_in() { grep -o '\${HELOC_[A-Z0-9_]*}' "$1" | sort -u || true; }

check() {
  problems=0
  for ref in $(variables_in "$1"); do
    name=${ref#??}
    name=${name%?}
    eval "value=\${$name-}"
    if [ -z "$value" ]; then
      echo "$0: $name is not set, and $1 needs it (what it holds: the list at the top of the template)" >&2
      problems=1
    else
      case $value in
      *[\;\{\}\'\"\\]*)
        echo "$0: $name holds a character nginx would read as syntax: $value" >&2
        problems=1
        ;;
      esac
    fi
  done
  return $problems
}

if [ $# -eq 0 ]; then
  for template in "${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"/*.template; do
    if [ -e "$template" ]; then check "$template"; fi
  done
  exit 0
fi
if [ $# -ne 2 ]; then
  echo "usage: $0 [TEMPLATE OUTPUT]" >&2
  exit 2
fi
check "$1"
envsubst "$(variables_in "$1" | tr '\n' ' ')" <"$1" >"$2"
