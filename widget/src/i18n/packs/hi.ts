import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `hi` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../hi.ts', '../{wallet,passkey,review,siteTokens}/hi.ts'], {
  eager: true,
})
