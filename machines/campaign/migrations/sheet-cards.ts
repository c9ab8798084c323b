// Version 4 → 5: a servant's sheet holds its own magic, critical and ranged cards
// (`cards`, D.22, D.30–D.34, D.40, D.47). Version 4 had none, so every servant starts with an empty
// list; its history replays unchanged (the cards a GM added in a duel's start form stay in that duel).

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

const withCards = (servant: unknown): unknown => (isRecord(servant) && !('cards' in servant) ? { ...servant, cards: [] } : servant)

function campaignWithCards(campaign: unknown): unknown {
  if (!isRecord(campaign) || !Array.isArray(campaign.servants)) return campaign
  return { ...campaign, servants: campaign.servants.map(withCards) }
}

function checkpointWithCards(checkpoint: unknown): unknown {
  if (!isRecord(checkpoint) || !isRecord(checkpoint.context)) return checkpoint
  return { ...checkpoint, context: { ...checkpoint.context, campaign: campaignWithCards(checkpoint.context.campaign) } }
}

/** Version 4 → 5 of a whole document: every servant gets an empty list of sheet cards. */
export function sheetCards(doc: Raw): Raw {
  return {
    ...doc,
    version: 5,
    initial: campaignWithCards(doc.initial),
    checkpoints: Array.isArray(doc.checkpoints) ? doc.checkpoints.map(checkpointWithCards) : doc.checkpoints
  }
}
