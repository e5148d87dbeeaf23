import type { CatalogueFile } from '../languagePacks'

/** Every catalogue file of `tr` (the root's and the four groups'), in one chunk: see ../languagePacks.ts. */
export default import.meta.glob<CatalogueFile>(['../tr.ts', '../{wallet,passkey,review,siteTokens}/tr.ts'], {
  eager: true,
})
