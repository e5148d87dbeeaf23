/** Which service an error of viem's HTTP transport came from, and whether it answered at all. */

/** Whether an error is a request to `url` that got no answer at all (refused, timed out), not an answer that says no. */
export function unreachable(error: unknown, url: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const {
      url: at,
      status,
      name,
      cause,
    } = current as { url?: unknown; status?: unknown; name?: unknown; cause?: unknown }
    if (sameUrl(at, url) && (name === 'HttpRequestError' || name === 'TimeoutError') && status === undefined)
      return true
    current = cause
  }
  return false
}

/** Whether an error came from a request to `url` (viem's HTTP and RPC request errors carry it). */
export function fromUrl(error: unknown, url: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    if (sameUrl((current as { url?: unknown }).url, url)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** viem reports a request's URL normalised (`http://host:port/`): compared as URLs, not as strings. */
function sameUrl(reported: unknown, configured: string): boolean {
  try {
    return typeof reported === 'string' && new URL(reported).href === new URL(configured).href
  } catch {
    return false
  }
}
