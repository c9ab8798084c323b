/** What the players' door says (English): the GM's switch, team links, and the team pages' refusals. */
export const playersMessagesEn = {
  'players.unavailable': 'players cannot join from this window',
  'players.expectedChange': 'expected players joining on or off, with an address of this machine',
  'players.expectedTeam': 'team: expected a team id',
  'players.noSuchAddress': '{address} is not an address of this machine now; choose one from the list',
  'players.addressNeeded': 'choose the network address the players\' phones reach this machine on',
  'players.listenFailed': 'players cannot join on {address}: {detail}',
  'players.notOn': 'turn on “players join” first',
  'players.noSuchTeam': 'the open campaign has no team {team}',
  'players.noLink': '{team} has no link to revoke',
  'players.linkRevoked': 'not sent: this link no longer works; ask the GM for your team’s new link',
  'players.noAnswer': 'no answer after sending: it may not have arrived; once reconnected, check what is sealed and send again if needed',
  'players.notSent': 'not sent: the GM’s Overseer cannot be reached; send again once reconnected',
  'players.tooFast': 'too many submissions at once: wait a moment and send again',
  'players.previewOnly': 'the preview shows the team’s page; it sends nothing as the team',
  'players.badSubmission': 'the page sent something Overseer cannot read: {detail}'
} as const
