import { Component, type ReactNode } from 'react'
import { useT } from '../i18n/useT'

type Props = { children: ReactNode; onReset: () => void }
type State = { error: Error | undefined }

/**
 * Keeps the widget alive whatever a screen's render throws: the screen is replaced by a
 * recoverable error screen, while the session and the bridge (owned above this boundary) keep
 * running and answering the host. "Back to the wallet" ends whatever request was on screen.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown): void {
    console.warn('walletport: a screen failed to render', error)
  }

  #reset = (): void => {
    this.props.onReset()
    this.setState({ error: undefined })
  }

  override render(): ReactNode {
    return this.state.error ? <RenderFailed onBack={this.#reset} /> : this.props.children
  }
}

function RenderFailed({ onBack }: { onBack: () => void }) {
  const t = useT()
  return (
    <section aria-labelledby="render-failed-title" data-testid="render-failed">
      <h1 id="render-failed-title">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" className="primary" onClick={onBack}>
        {t('error.back')}
      </button>
    </section>
  )
}
