import type { Reason } from '@machines/reasons/reason'

/** Thrown while a command is built from a dice field the GM filled with something that holds no faces. */
export class UnreadableDice extends Error {
  constructor(readonly why: Reason) {
    super(why.key)
  }
}
