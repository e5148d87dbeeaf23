import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text worth compressing (images here are PNG/ICO, compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map'])
/** Below this a compressed body saves less than the headers it adds. */
const MIN_BYTES = 1024

export type EncodedBody = {
  body: Buffer
  /** The Content-Encoding, when compressed. */
  encoding?: 'br' | 'gzip'
  /** A validator of the content (whatever the encoding: weak), for `If-None-Match` → 304. */
  etag: string
  /** Whether the body depends on Accept-Encoding (then `Vary: Accept-Encoding`). */
  varies: boolean
}

type Cached = { mtimeMs: number; raw: Buffer; etag: string; br?: Promise<Buffer>; gzip?: Promise<Buffer> }
const cache = new Map<string, Cached>()

/**
 * A file as the dev server sends it: brotli when the browser takes it, else gzip, else as is, as a
 * static host or nginx (`gzip on`, `brotli on`) does in production, so the bench's emulated phone
 * networks see the bytes a real deployment sends. Compressed once per file version and kept.
 */
export async function encodedFile(file: string, acceptEncoding: string | undefined): Promise<EncodedBody> {
  const { mtimeMs } = await stat(file)
  let cached = cache.get(file)
  if (!cached || cached.mtimeMs !== mtimeMs) {
    const raw = await readFile(file)
    cached = { mtimeMs, raw, etag: etagOf(raw) }
    cache.set(file, cached)
  }
  return encode(cached, COMPRESSIBLE.has(extname(file)), acceptEncoding)
}

/** The last pages made per request, compressed: a server makes the same page each time (its config does not change). */
const texts = new Map<string, Cached>()
const MAX_TEXTS = 8

/**
 * A body made per request (the widget page with its config written in): compressed the same way,
 * and kept while it stays the same. Brotli at quality 11 costs some 6–10 ms even for a 4 KB page:
 * paid on every request, that was on the widget's critical path (its HTML) and not the baseline's.
 */
export async function encodedText(text: string, acceptEncoding: string | undefined): Promise<EncodedBody> {
  let cached = texts.get(text)
  if (!cached) {
    const raw = Buffer.from(text)
    cached = { mtimeMs: 0, raw, etag: etagOf(raw) }
    if (texts.size >= MAX_TEXTS) texts.delete(texts.keys().next().value!)
    texts.set(text, cached)
  }
  return encode(cached, true, acceptEncoding)
}

async function encode(cached: Cached, compressible: boolean, acceptEncoding: string | undefined): Promise<EncodedBody> {
  const { etag } = cached
  if (!compressible || cached.raw.length < MIN_BYTES) return { body: cached.raw, etag, varies: false }
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim())
  if (accepted.includes('br')) {
    cached.br ??= brotli(cached.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    return { body: await cached.br, encoding: 'br', etag, varies: true }
  }
  if (accepted.includes('gzip')) {
    cached.gzip ??= gzipAsync(cached.raw, { level: 9 })
    return { body: await cached.gzip, encoding: 'gzip', etag, varies: true }
  }
  return { body: cached.raw, etag, varies: true }
}

function etagOf(raw: Buffer): string {
  return `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`
}

/** Whether the browser's cached copy (`If-None-Match`) is still this one. */
export function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}
