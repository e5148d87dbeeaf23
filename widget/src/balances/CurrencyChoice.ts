import { currencyCode } from '../../../protocol/currencyCode'
import { Observable } from '../state/Observable'
import type { DurableStore } from '../storage/durableStore'
import { displayCurrency } from './displayCurrency'

/** What the choice reads of the embedding, when asked (the options come after the session is built). */
export type CurrencyEmbedding = {
  /** The host's options: its `currency` (parsed: ISO 4217 in capitals). */
  readonly options: { currency?: string | undefined }
  /** The host's `locale` option, else the browser's language. */
  readonly locale: string
}

/**
 * The currency the visitor chose in the wallet (undefined: none, values follow the host's option or the locale),
 * remembered in the widget's storage. Where that storage is the host's (DurableStore.hostKept), the host can write
 * the record: it could only choose a currency, as its own option does, and a record that is not a currency code is
 * dropped.
 */
export class CurrencyChoice extends Observable<{ chosen?: string }> {
  readonly #store: () => DurableStore
  readonly #embedding: CurrencyEmbedding
  #touched = false

  /** `store`: read when first used (the session builds its store after its fields). */
  constructor(store: () => DurableStore, embedding: CurrencyEmbedding) {
    super({})
    this.#store = store
    this.#embedding = embedding
  }

  /** Reads the remembered choice (after the host link is attached: the record may live in the host's storage). */
  async load(): Promise<void> {
    const raw = await this.#store().read('currency')
    // A choice made while the record was read is the newer one.
    if (raw === undefined || this.#touched) return
    const chosen = currencyCode(raw)
    if (chosen === undefined) this.#store().write('currency', undefined)
    else this.publish({ chosen })
  }

  /** The visitor's choice, remembered; undefined goes back to the host's currency or the locale's. */
  choose(code: string | undefined): void {
    const chosen = code === undefined ? undefined : currencyCode(code)
    this.#touched = true
    this.#store().write('currency', chosen)
    this.publish(chosen === undefined ? {} : { chosen })
  }

  /** The currency values are shown in now: the visitor's choice, the host's, the locale's (displayCurrency.ts). */
  current(): string {
    return displayCurrency({
      chosen: this.getSnapshot().chosen,
      host: this.#embedding.options.currency,
      locale: this.#embedding.locale,
    })
  }

  /** What "automatic" means here: the host's currency, else the locale's. */
  automatic(): string {
    return displayCurrency({ host: this.#embedding.options.currency, locale: this.#embedding.locale })
  }
}
