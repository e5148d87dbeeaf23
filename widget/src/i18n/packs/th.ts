import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `th` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../th.ts', '../{wallet,passkey,review,siteTokens}/th.ts'], {
  eager: true,
})
