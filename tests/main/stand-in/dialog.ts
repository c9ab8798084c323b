import type {
  Dialog,
  MessageBoxOptions,
  MessageBoxReturnValue,
  OpenDialogOptions,
  OpenDialogReturnValue,
  SaveDialogOptions,
  SaveDialogReturnValue
} from 'electron'

/** The members of `dialog` the stand-in has, with Electron's types. */
export type DialogPart = Pick<Dialog, 'showMessageBox' | 'showOpenDialog' | 'showSaveDialog' | 'showErrorBox'>

/** A native dialog shown: what it said, and the window it was attached to (null: none). */
export interface Shown<O> {
  window: object | null
  options: O
}

function split<O extends object>(first: object, second: O | undefined): Shown<O> {
  return second === undefined ? { window: null, options: first as O } : { window: first, options: second }
}

/**
 * `dialog`: records every box and picker; tests script the GM's answers in advance (a message box
 * nobody scripted answers with its cancel button, a picker nobody scripted is cancelled).
 */
class StandInDialog implements DialogPart {
  readonly messageBoxes: Shown<MessageBoxOptions>[] = []
  readonly openDialogs: Shown<OpenDialogOptions>[] = []
  readonly saveDialogs: Shown<SaveDialogOptions>[] = []
  readonly errorBoxes: { title: string; content: string }[] = []
  readonly answers: number[] = []
  readonly picks: (string | null)[] = []
  readonly saveAs: (string | null)[] = []

  async showMessageBox(first: object, second?: MessageBoxOptions): Promise<MessageBoxReturnValue> {
    const shown = split(first, second)
    this.messageBoxes.push(shown)
    const response = this.answers.shift() ?? shown.options.cancelId ?? 0
    return { response, checkboxChecked: false }
  }

  async showOpenDialog(first: object, second?: OpenDialogOptions): Promise<OpenDialogReturnValue> {
    this.openDialogs.push(split(first, second))
    const pick = this.picks.shift() ?? null
    return pick === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [pick] }
  }

  async showSaveDialog(first: object, second?: SaveDialogOptions): Promise<SaveDialogReturnValue> {
    this.saveDialogs.push(split(first, second))
    const path = this.saveAs.shift() ?? null
    return path === null ? { canceled: true, filePath: '' } : { canceled: false, filePath: path }
  }

  showErrorBox(title: string, content: string): void {
    this.errorBoxes.push({ title, content })
  }

  reset(): void {
    for (const list of [this.messageBoxes, this.openDialogs, this.saveDialogs, this.errorBoxes, this.answers, this.picks, this.saveAs]) list.length = 0
  }
}

/** `dialog`. */
export const dialog = new StandInDialog()
