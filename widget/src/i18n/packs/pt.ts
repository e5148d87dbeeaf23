import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `pt` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../pt.ts', '../{wallet,passkey,review,siteTokens}/pt.ts'], {
  eager: true,
})
