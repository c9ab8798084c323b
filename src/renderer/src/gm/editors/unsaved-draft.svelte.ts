import { getContext, setContext } from 'svelte'

/** Whether the editor form on screen holds changes not saved yet: the form marks it, the editors ask it before moving away. */
export class UnsavedDraft {
  dirty = $state(false)
}

const key = Symbol('unsaved draft')

/** Gives every editor form below one shared "unsaved changes" mark (called once, in EditorsView). */
export function setUnsavedDraft(): UnsavedDraft {
  return setContext(key, new UnsavedDraft())
}

/** The editors' "unsaved changes" mark, or undefined for a form shown outside the editors. */
export function getUnsavedDraft(): UnsavedDraft | undefined {
  return getContext<UnsavedDraft | undefined>(key)
}
