/**
 * The origin of the page that embeds the widget, as the browser reports it: the host cannot
 * forge `ancestorOrigins`, and the loader asks for an `origin` referrer policy on the iframe so
 * that the referrer is the fallback where `ancestorOrigins` is missing (Firefox).
 * Returns null when the widget is not framed, undefined when the embedder cannot be told.
 */
export function detectHostOrigin(win: Window = window): string | null | undefined {
  if (win.parent === win) return null
  const ancestor = win.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Every origin in the chain of frames above the widget, nearest first, where the browser says
 * (`ancestorOrigins`, Chromium and Safari); undefined where it does not (Firefox). An allowed
 * host framed by a page that is not allowed must not pass for an embedding of that host.
 */
export function detectAncestorOrigins(win: Window = window): string[] | undefined {
  const list = win.location.ancestorOrigins
  return list ? Array.from(list) : undefined
}

/**
 * The first origin of the embedding that is not allowed: the host, or any ancestor above it.
 * Undefined when all are allowed; the host itself when it cannot be told.
 */
export function refusedEmbedder(
  hostOrigin: string | undefined,
  ancestors: string[] | undefined,
  allowed: readonly string[],
): string | undefined | null {
  if (hostOrigin === undefined) return null
  return [hostOrigin, ...(ancestors ?? [])].find((origin) => !allowed.includes(origin))
}
