import type { AppLog } from '../host/app-log'
import type { OverseerHost } from '../host/host'
import type { HostState } from '../shared/contract'
import { inEnglish } from '../shared/message'

/**
 * Writes what the GM window shows of the host's troubles to the log, once each: a campaign that would
 * not open, a save that failed (and the save that worked again), and the players' door opening and
 * closing. The log is in English whatever the table's language: it is for whoever reads it later.
 */
export function logHostEvents(host: Pick<OverseerHost, 'on'>, log: AppLog): void {
  let failure: string | null = null
  let saveError: string | null = null
  let door: string | null = null
  host.on('state', (state: HostState) => {
    const opened = state.openFailure ? `${state.openFailure.path}: ${inEnglish(state.openFailure.why)}` : null
    if (opened && opened !== failure) log.error(`a campaign did not open: ${opened}`)
    failure = opened

    const saving = state.save.state === 'error' ? inEnglish(state.save.why ?? { key: 'host.requestFailed', params: { detail: 'unknown' } }) : null
    if (saving && saving !== saveError) log.error(`the campaign ${state.path ?? ''} was not saved: ${saving}`)
    if (!saving && saveError && state.save.state === 'saved') log.info(`the campaign ${state.path ?? ''} is saved again`)
    saveError = saving

    const players = state.players.on ? `open on ${state.players.address ?? '?'}:${state.players.port ?? '?'}${state.players.board ? ' (with the board)' : ''}` : 'closed'
    if (door !== null && players !== door) log.info(`the players' door is ${players}`)
    door = players
  })
}
