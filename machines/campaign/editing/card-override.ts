import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import type { EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { basicCardWords } from '../model/words'
import { reason, type Reason } from '../../reasons/reason'

/** Why setting or clearing a GM override of one derived basic card (D.22) is refused. */
export function checkCardOverride(context: EditContext, command: CommandOf<'edit.servant.cardOverride'>): Reason | undefined {
  const servant = context.campaign.servants.find((s) => s.id === command.servant)
  if (!servant) return reason('reason.campaign.unknownServant', { servant: command.servant })
  if (command.override === null && !servant.cardOverrides[command.card]) return reason('reason.campaign.cardNotOverridden', { card: basicCardWords[command.card], servant: servant.id })
  return campaignProblem(applyCardOverride(context.campaign, command))
}

/** D.22: the GM's grade and count replace the derived card; null goes back to the derived one. */
export function applyCardOverride(campaign: Campaign, command: CommandOf<'edit.servant.cardOverride'>): Campaign {
  const servants = campaign.servants.map((s) => {
    if (s.id !== command.servant) return s
    const { [command.card]: _cleared, ...others } = s.cardOverrides
    return { ...s, cardOverrides: command.override ? { ...others, [command.card]: command.override } : others }
  })
  return { ...campaign, servants }
}
