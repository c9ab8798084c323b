import type { CampaignContext } from '@machines/campaign/machine'
import { publicLines } from '@machines/campaign/session-log/public-lines'
import { publicPicture } from '@machines/campaign/session-log/public-view'
import type { Bilingual } from '@machines/text/bilingual'
import { swapHidden } from '../../../hardening/fixtures/hidden-swap'

// One definition of "every hidden value changed", shared with the redaction property test.
export { swapHidden }

/** The public lines an event would have written had every hidden value been different. */
export function publicLinesSwapped(before: CampaignContext, after: CampaignContext): Bilingual[] {
  return publicLines(publicPicture(swapHidden(before)), publicPicture(swapHidden(after)))
}
