import { attachEventLog } from './eventLog'

attachEventLog(document.querySelector<HTMLOListElement>('#log')!)
