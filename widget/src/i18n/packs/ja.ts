import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `ja` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../ja.ts', '../{wallet,passkey,review,siteTokens}/ja.ts'], {
  eager: true,
})
