import type { Campaign, Master, Servant } from '../model/campaign'

/** A blank master sheet for a new team, named by its id until the GM fills it in; seals per ⚙ `commandSeals`. */
export function starterMaster(id: string, team: string, campaign: Campaign): Master {
  return {
    id,
    team,
    name: { ko: id, en: id },
    aliases: [],
    might: 1,
    fate: 1,
    conviction: 1,
    pools: { fate: 1, conviction: 1 },
    hp: 20,
    maxHp: 20,
    mp: 20,
    maxMp: 20,
    commandSeals: campaign.settings.commandSeals,
    recallUsed: false,
    status: 'active'
  }
}

/** A blank servant sheet for a new team: every parameter C, no skills, no noble phantasm. */
export function starterServant(id: string, team: string): Servant {
  const rank = 'C'
  return {
    id,
    team,
    className: { ko: id, en: id },
    trueName: id,
    workshop: '',
    trueNameRevealed: false,
    aliases: [],
    parameters: { strength: rank, endurance: rank, agility: rank, mana: rank, luck: rank, np: rank },
    cardOverrides: {},
    hp: 50,
    maxHp: 50,
    mp: 50,
    maxMp: 50,
    skills: [],
    noblePhantasms: [],
    cards: [],
    status: 'active'
  }
}
