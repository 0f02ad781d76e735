/**
 * What differs between deployments of the nginx configuration, set when it starts, in the
 * convention of nginx's own container image: a file in /etc/nginx/templates/ named *.template is
 * written to /etc/nginx/conf.d/ by envsubst, each ${NAME} of a defined environment variable
 * replaced and every other $ left for nginx. deploy/nginx/render-config.sh checks that each
 * variable the template uses is set before that (it stops the container, or the render, naming
 * the one missing): there are no defaults to fall back on silently.
 */

/** Each variable, with what it holds and an example. */
export const TEMPLATE_VARIABLES = {
  HELOC_BACKEND: "the lender's back end, host:port, reached over https (lender-api.internal:443)",
  HELOC_BACKEND_TLS_NAME:
    "the back end's name in its TLS certificate, sent as SNI and as the Host header (lender-api.internal)",
  HELOC_SERVER_NAMES: "nginx's server_name: the lenders' host names (.heloc.example.com), or _ for any host",
} as const;

export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

/** How the template names a variable for envsubst. */
export const templateVariable = (name: TemplateVariable) => `\${${name}}`;

/** The template's opening comment: the variables by name (no ${}, which envsubst would fill here too). */
export function templateHeader(): string[] {
  return [
    "# A template in the convention of nginx's container image: put it in /etc/nginx/templates/,",
    '# and at start envsubst writes /etc/nginx/conf.d/heloc.conf with these environment variables',
    '# (set NGINX_ENVSUBST_FILTER=^HELOC_ so that no other is replaced). Without the image,',
    '# deploy/nginx/render-config.sh renders it; either way each must be set, or nothing starts:',
    ...Object.entries(TEMPLATE_VARIABLES).map(([name, what]) => `#   ${name}: ${what}`),
  ];
}
