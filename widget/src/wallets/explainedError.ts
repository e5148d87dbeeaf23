import type { Text } from '../i18n/translate'
import { ProviderRpcError } from './eip1193'

/**
 * A wallet's error already put in words for the visitor: `text`, in their language, for the screen; `message`, a clean
 * English sentence, for the host. A wallet throws it where a service of its own failed (the passkey wallet's bundler
 * or paymaster), so that the screens never show a service's raw answer.
 */
export class ExplainedError extends ProviderRpcError {
  readonly text: Text

  constructor(code: number, message: string, text: Text) {
    super(code, message)
    this.text = text
  }
}

/** The visitor's sentence for `error`, where a wallet gave one. */
export function explanationOf(error: unknown): Text | undefined {
  return error instanceof ExplainedError ? error.text : undefined
}
