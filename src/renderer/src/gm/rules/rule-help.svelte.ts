/** Which rule's explanation the GM window shows, and the button that opened it (focus goes back there). */
class RuleHelp {
  id = $state<string | null>(null)
  trigger: HTMLElement | null = null

  /** Shows a rule's explanation next to the button that asked; asking again with the same rule closes it. */
  toggle(id: string, trigger: HTMLElement): void {
    if (this.id === id && this.trigger === trigger) {
      this.close()
      return
    }
    this.id = id
    this.trigger = trigger
  }

  /** Closes the explanation; the focus returns to the rule id that opened it when it is still on screen. */
  close(): void {
    const trigger = this.trigger
    this.id = null
    this.trigger = null
    if (trigger?.isConnected) trigger.focus()
  }
}

/** The GM window's one rule explanation (one popover at a time). */
export const ruleHelp = new RuleHelp()
