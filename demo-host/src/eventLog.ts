import { EVENT_NAMES } from '../../protocol/types'

/**
 * Shows every Walletport event as it arrives, read from the `walletport:*` DOM events, which is
 * exactly what a page with no JavaScript API calls sees.
 */
export function attachEventLog(list: HTMLOListElement): (line: string, detail?: unknown) => void {
  const write = (line: string, detail?: unknown) => {
    const item = document.createElement('li')
    const time = new Date().toISOString().slice(11, 23)
    item.textContent = `${time}  ${line}${detail === undefined ? '' : '  ' + JSON.stringify(detail)}`
    item.dataset.line = line
    list.prepend(item)
  }
  for (const name of EVENT_NAMES) {
    addEventListener(`walletport:${name}`, (event) => write(`event ${name}`, (event as CustomEvent).detail))
  }
  return write
}
