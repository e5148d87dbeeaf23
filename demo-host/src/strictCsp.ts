import { attachEventLog } from './eventLog'

// The README's listener example ("Listen to connect and send"), as an external script: a strict CSP refuses inline ones.
attachEventLog(document.querySelector<HTMLOListElement>('#log')!)
