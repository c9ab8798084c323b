/** The views of the GM window: today's play layout, the campaign editors, the ⚙ settings. */
export const gmViews = ['play', 'editors', 'settings', 'files'] as const
/** One view of the GM window. */
export type GmViewName = (typeof gmViews)[number]

/** Which view the GM window shows; kept outside components so any of them may switch it. */
class GmViewChoice {
  current = $state<GmViewName>('play')
}

/** The GM window's view switch. */
export const gmViewChoice = new GmViewChoice()
