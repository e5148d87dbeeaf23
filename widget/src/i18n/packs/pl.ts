import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `pl` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../pl.ts', '../{wallet,passkey,review,siteTokens}/pl.ts'], {
  eager: true,
})
