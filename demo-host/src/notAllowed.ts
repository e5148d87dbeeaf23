import { attachEventLog } from './eventLog'
import { walletport } from './walletportGlobal'

const log = attachEventLog(document.querySelector<HTMLOListElement>('#log')!)
const outcome = document.querySelector<HTMLElement>('#outcome')!
const handle = walletport().mount({ target: '#wallet' })
outcome.textContent = 'Waiting for the widget…'
handle.ready.then(
  () => {
    outcome.textContent = 'Unexpected: the widget accepted this origin.'
    log('ready → ok')
  },
  (error: { code: string; message: string }) => {
    outcome.textContent = `Refused as expected: ${error.code} (${error.message})`
    outcome.dataset.code = error.code
    log('ready ✗', { code: error.code, message: error.message })
  },
)
