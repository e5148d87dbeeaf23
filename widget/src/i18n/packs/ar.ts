import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `ar` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../ar.ts', '../{wallet,passkey,review,siteTokens}/ar.ts'], {
  eager: true,
})
