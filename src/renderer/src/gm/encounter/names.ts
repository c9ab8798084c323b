import type { Campaign } from '@machines/campaign/model/campaign'
import type { EncounterContext } from '@machines/encounter/context'
import type { EncounterNames } from '../../board/encounter/format'

type LocalName = { ko: string; en: string }

/** The GM's names for the battle: PCs from the campaign sheets, threats from the cards (hidden ones too). */
export function gmEncounterNames(context: EncounterContext, campaign: Campaign, name: (value: LocalName) => string): EncounterNames {
  return {
    pc: (id) => {
      const sheet = campaign.pcs.find((p) => p.id === id)
      return sheet ? name(sheet.name) : id
    },
    threat: (id) => {
      const card = context.monster.threats.find((t) => t.id === id)
      return card ? name(card.name) : id
    },
    table: (id) => {
      const table = campaign.tables.find((t) => t.id === id)
      return table ? name(table.name) : id
    },
    local: name
  }
}
