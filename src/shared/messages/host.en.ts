/** What the host says to the GM (English); keys start with `host.`. */
export const hostMessagesEn = {
  'host.noCampaign': 'no campaign is open',
  'host.campaignsFolder': 'could not create the campaigns folder: {detail}',
  'host.expectedServantId': 'servant: expected a servant id',
  'host.expectedLogKind': 'expected a log kind (public or full) and a locale (ko or en)',
  'host.expectedLocale': 'locale: expected ko or en',
  'host.expectedPath': 'path: expected a file path',
  'host.expectedBackup': 'expected a campaign path and a backup name',
  'host.tooManyArguments': 'too many arguments: {given} sent, the request takes at most {max}',
  'host.pathNotChosen': '{file}: Overseer opens only campaign files from the recent list or ones you picked',
  'host.noBackup': 'no backup named {name}',
  'host.cannotRestore': '{file}: its saved state cannot be restored ({detail})',
  'host.writeFailed': 'could not write {file}: {cause}',
  'host.notGmWindow': 'refused: not the GM window',
  'host.connectionLost': 'lost the connection to Overseer',
  'host.requestTooLarge': 'too large to send to Overseer ({size}; at most {max})',
  'host.web.wrongTokenTitle': 'Overseer: this address has no valid GM token',
  'host.web.wrongToken': 'The GM panel needs the token the web host printed when it started. Open the full GM panel address it printed (it ends in ?token=…); the token stays the same across restarts.',
  'host.expectedRecord': 'expected a record kind (monster or table) and an id',
  'host.notice.recordCopied': 'Copied {name} from “{source}”.',
  'host.notice.recordReplaced': 'Replaced {name} with the one from “{source}”.',
  'host.requestFailed': 'the request failed: {detail}',
  'host.diceTableUnrollable': 'Table "{table}" has no face for the dice rolled: check its faces in the Editors',
  'host.diceUnknownCommand': '{system} does not know the dice command "{command}"',
  'host.diceTooMany': '"{command}" rolls more than {max} dice at once; roll it in parts',
  'host.diceBotFailed': 'BCDice could not answer "{command}": {detail}',
  'host.notice.imported': 'Imported “{name}” as a new campaign file, {file}.',
  'host.notice.importedMigrated': 'Imported “{name}” as a new campaign file, {file}. It was written by an older Overseer (format {format}) and is saved in the new format.',
  'host.notice.servantCopied': 'Copied {className} ({trueName}) and {master} from “{source}” as the team {team}.',
  'host.notice.servantCopiedMovedBase': 'Copied {className} ({trueName}) and {master} from “{source}” as the team {team}. Its base is now {base}: the file\'s base is not a region here.',
  'host.notice.firstStart': 'Welcome to Overseer: the demo campaign is open to try things on. Your own campaign starts from “New blank campaign” in the Files tab (a name, the number of teams and the regions).',
  'host.notice.blankCreated': 'New campaign “{name}” created: {teams}, {regions}, the rulebook’s tables (file {file}). Name the teams and fill in their sheets in the Editors tab.',
  // The counts of blankCreated, each said with its own count ("1 region", "10 regions").
  'host.count.placeholderTeams': '{count} placeholder teams',
  'host.count.regions': '{count} regions',
  'host.notice.recentNotSaved': 'The campaign is open, but the list of recent campaigns could not be saved ({cause}); it may be missing from the list next time.',
  'host.notice.pair': '{first} {second}',
  'host.notice.startFailed': 'Overseer could not open or create a campaign at start: {detail}',
  'host.notice.importedMigratedChanges': 'Imported “{name}” as a new campaign file, {file}. It was written by an older Overseer (format {format}) and is saved in the new format. {changes}',
  'host.notice.migrated': 'This file was written by an older Overseer (format {format}); it will be saved in the new format.',
  'host.notice.tableWordsMissing': 'BCDice could not give the words of {table} ({command}): {detail}. The face\'s own words are shown.',
  'host.notice.migratedChanges': 'This file was written by an older Overseer (format {format}); it will be saved in the new format. {changes}',
  'host.notice.recovered': 'Overseer did not close cleanly last time; the campaign was recovered from its last save.',
  'host.notice.restored': 'Restored {name}.',
  'host.notice.restoredSetAside': 'Restored {name}; the previous file was kept as {setAside}.'
} as const

/** English singular forms of the host's counted messages ("1 region"), picked by their `count`. */
export const hostMessagesEnSingular: Partial<Record<keyof typeof hostMessagesEn, string>> = {
  'host.count.placeholderTeams': '{count} placeholder team',
  'host.count.regions': '{count} region'
}
