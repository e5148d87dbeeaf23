import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `id` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../id.ts', '../{wallet,passkey,review,siteTokens}/id.ts'], {
  eager: true,
})
