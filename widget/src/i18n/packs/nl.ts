import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `nl` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../nl.ts', '../{wallet,passkey,review,siteTokens}/nl.ts'], {
  eager: true,
})
