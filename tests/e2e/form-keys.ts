import { expect } from 'vitest'
import type { Page } from 'playwright-core'

// Drives the editors' forms as a GM does at the keyboard (issue 17: "keyboard-first"): Tab to the next field to
// fill, type over it, pick an option. Every field reached is reached by Tab from the one before, so a field the
// keyboard cannot reach fails the test. Shared by the form e2e files and the new-GM e2e, which count the actions.

/** What the hand reports: one UI action (a field typed into or chosen, a click, a key that acts) and its typed text, or a Tab. */
export interface FormCounter {
  action(typed?: string): void
  tab(): void
}

/** Types into one form by keyboard, counting what it does. */
export class FormHand {
  constructor(
    private readonly page: Page,
    private readonly counter: FormCounter
  ) {}

  /** The `name` of the focused field (a form field's record path), or null. */
  focused(): Promise<string | null> {
    return this.page.evaluate<string | null>("document.activeElement?.getAttribute('name') ?? null")
  }

  /** Presses Tab until the field `name` has the focus; a field not reached within `most` Tabs fails. */
  async tabTo(name: string, most = 24): Promise<void> {
    for (let tabs = 0; (await this.focused()) !== name; tabs++) {
      expect(tabs, `Tab reaches ${name}`).toBeLessThan(most)
      await this.page.keyboard.press('Tab')
      this.counter.tab()
    }
  }

  /** Tabs to a text field and types `text` over what it holds (one action). */
  async type(name: string, text: string): Promise<void> {
    await this.tabTo(name)
    await this.page.keyboard.press('Control+A')
    await this.page.keyboard.type(text)
    this.counter.action(text)
  }

  /** Tabs to a select and picks the option `value` (one action). */
  async choose(name: string, value: string): Promise<void> {
    await this.tabTo(name)
    await this.page.locator(':focus').selectOption(value)
    this.counter.action()
  }

  /** Tabs to a checkbox and ticks it with Space (one action). */
  async tick(name: string): Promise<void> {
    await this.tabTo(name)
    await this.page.keyboard.press('Space')
    this.counter.action()
  }

  /** Clicks a button by its test id (one action); the form then has the focus where the button puts it. */
  async click(testId: string): Promise<void> {
    await this.page.getByTestId(testId).click()
    this.counter.action()
  }

  /** Presses a key that acts (Enter, Ctrl+S: one action). */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key)
    this.counter.action()
  }
}

/** The E.70 abilities in the PC form's order. */
export const pcAbilities = ['valor', 'skill', 'mind', 'spirit', 'love', 'daily'] as const
/** A rank and a modifier as the GM types it (`B+1`, `D-1`, `A`). */
export type AbilityText = `${'S' | 'A' | 'B' | 'C' | 'D'}${string}`

/** A PC as a GM types it into the PC form: abilities left out stay C+0, a blank English name follows the Korean. */
export interface PcTyped {
  name: string
  abilities: Partial<Record<(typeof pcAbilities)[number], AbilityText>>
  hp: string
  maxHp: string
  weapon?: { name: string; power: string; strikeBonus?: string }
  gift?: { name: string; kind: 'spell' | 'support' | 'passive' | 'interrupt'; text: string }
}

/** The rank and modifier of `B+1` / `D-1` / `A` (modifier typed only when it is not 0). */
export const rankAndModifier = (text: AbilityText): { rank: string; modifier: number } => ({ rank: text[0]!, modifier: Number(text.slice(1) || 0) })

/**
 * Types a new PC into the PC form (opened with "new": the focus is in its name) by keyboard: name, the abilities
 * that differ from C+0, hp and max hp, then a weapon and a gift row if given. Does not save.
 */
export async function typePc(hand: FormHand, pc: PcTyped): Promise<void> {
  await hand.type('name.ko', pc.name)
  for (const ability of pcAbilities) {
    const typed = pc.abilities[ability]
    if (!typed) continue
    const { rank, modifier } = rankAndModifier(typed)
    if (rank !== 'C') await hand.choose(`abilities.${ability}.rank`, rank)
    if (modifier !== 0) await hand.type(`abilities.${ability}.modifier`, String(modifier))
  }
  await hand.type('hp', pc.hp)
  await hand.type('maxHp', pc.maxHp)
  if (pc.weapon) {
    await hand.click('pc-add-weapon')
    await hand.type('weapons.0.name.ko', pc.weapon.name)
    await hand.type('weapons.0.power', pc.weapon.power)
    if (pc.weapon.strikeBonus) await hand.type('weapons.0.strikeBonus', pc.weapon.strikeBonus)
  }
  if (pc.gift) {
    await hand.click('pc-add-gift')
    await hand.type('gifts.0.name.ko', pc.gift.name)
    if (pc.gift.kind !== 'spell') await hand.choose('gifts.0.kind', pc.gift.kind)
    await hand.type('gifts.0.text.ko', pc.gift.text)
  }
}

/** A threat as a GM types it into the monster form (14.09): kind E.31 공격 / E.32 술식, the check ability PCs use. */
export interface ThreatTyped {
  name: string
  kind: 'attack' | 'spell'
  check: (typeof pcAbilities)[number]
  attack: string
  durability: string
  power: string
  effect: string
  antiAir?: boolean
}

/** A monster as a GM types it: name, body (14.01), 5 threats and the public names of the board's 5 paragraphs. */
export interface MonsterTyped {
  name: string
  body: { name: string; level: string; hp: string; defence: string }
  threats: readonly ThreatTyped[]
  paragraphs: readonly string[]
}

/**
 * Types a new monster (opened with "new") into the monster form by keyboard, from its name to the last paragraph's
 * name: the template's 5 threats are written over in order and stay planned one per paragraph, their ids following
 * their names (14.01). Kind and check are chosen only where they differ from the template's 공격 / 무용. Does not save.
 */
export async function typeMonster(hand: FormHand, monster: MonsterTyped): Promise<void> {
  await hand.type('name.ko', monster.name)
  await hand.type('body.name.ko', monster.body.name)
  await hand.type('body.level', monster.body.level)
  await hand.type('body.hp', monster.body.hp)
  await hand.type('body.defence', monster.body.defence)
  for (const [i, threat] of monster.threats.entries()) {
    await hand.type(`threats.${i}.name.ko`, threat.name)
    if (threat.kind !== 'attack') await hand.choose(`threats.${i}.kind`, threat.kind)
    if (threat.check !== 'valor') await hand.choose(`threats.${i}.check`, threat.check)
    await hand.type(`threats.${i}.attack`, threat.attack)
    await hand.type(`threats.${i}.durability`, threat.durability)
    await hand.type(`threats.${i}.power`, threat.power)
    if (threat.antiAir) await hand.tick(`threats.${i}.traits`)
    await hand.type(`threats.${i}.effect.ko`, threat.effect)
  }
  for (const [i, name] of monster.paragraphs.entries()) await hand.type(`board.paragraphs.${i}.name.ko`, name)
}
