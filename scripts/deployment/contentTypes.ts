/**
 * The media type of each kind of file in dist/, for every server of it: scripts/serve.ts sends these,
 * and the nginx snippet declares them in its locations. Scripts are `text/javascript` whatever their
 * extension: a browser refuses a module script served as anything else, and nginx's own mime.types
 * has no `.mjs` (it would go out as application/octet-stream, and `import()` of walletport.mjs fail).
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
}

/** The same table as an nginx `types {}` block (media types without their charset, as nginx wants). */
export function nginxTypes(indent: string): string[] {
  const extensions = new Map<string, string[]>()
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const mediaType = type.split(';')[0]!
    extensions.set(mediaType, [...(extensions.get(mediaType) ?? []), extension.slice(1)])
  }
  return [
    `${indent}types {`,
    ...[...extensions].map(([mediaType, names]) => `${indent}    ${mediaType} ${names.join(' ')};`),
    `${indent}}`,
    `${indent}charset utf-8;`,
    `${indent}charset_types text/javascript text/css application/json;`,
  ]
}
