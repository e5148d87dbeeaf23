import type { Hash } from 'viem'
import { readRecord, type DurableStore } from '../storage/durableStore'

/** A transfer the visitor sent from the widget: only its hash and chain are kept; the rest is read from the chain. */
export type SentRecord = { hash: Hash; chainId: number }

/** How many of the latest sends are kept. */
const MAX_SENDS = 50

/** The kept list; anything malformed is dropped entry by entry (the host may have written it). */
export function parseSentRecords(value: unknown): SentRecord[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value
    .filter((entry): entry is SentRecord => {
      const { hash, chainId } = (entry ?? {}) as Record<string, unknown>
      return (
        typeof hash === 'string' &&
        /^0x[0-9a-fA-F]{64}$/.test(hash) &&
        typeof chainId === 'number' &&
        Number.isSafeInteger(chainId) &&
        chainId > 0
      )
    })
    .slice(0, MAX_SENDS)
}

export async function readSentRecords(store: DurableStore): Promise<SentRecord[]> {
  return (await readRecord(store, 'sends', parseSentRecords)) ?? []
}

/** Adds a send at the front of the kept list. */
export async function rememberSend(store: DurableStore, record: SentRecord): Promise<void> {
  const kept = await readSentRecords(store)
  const next = [record, ...kept.filter((entry) => entry.hash.toLowerCase() !== record.hash.toLowerCase())].slice(
    0,
    MAX_SENDS,
  )
  store.write('sends', JSON.stringify(next))
}
