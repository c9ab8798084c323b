import { describe, expect, it } from 'vitest'
import { TeamLinks, teamTokenBytes } from '../../../src/host/players/team-links'

describe('team links (issue 18, stage 3 groundwork)', () => {
  it('find nobody while players joining is off (the default), even with a right token', () => {
    const links = new TeamLinks()
    const { token } = links.issue('red')
    expect(links.playersJoin).toBe(false)
    expect(links.teamOf(token)).toBeNull()
  })

  it('issue at least 128 random bits per team, from the production random source', () => {
    const links = new TeamLinks()
    links.setPlayersJoin(true)
    const red = links.issue('red')
    const blue = links.issue('blue')
    expect(teamTokenBytes * 8).toBeGreaterThanOrEqual(128)
    expect(Buffer.from(red.token, 'base64url')).toHaveLength(teamTokenBytes)
    expect(red.token).not.toBe(blue.token)
    expect([links.teamOf(red.token), links.teamOf(blue.token), links.teamOf(`${red.token}x`), links.teamOf('')]).toEqual(['red', 'blue', null, null])
  })

  it('revoke a link at once and tell the host which team to disconnect; re-issuing changes the token', () => {
    const revoked: string[] = []
    const links = new TeamLinks((team) => revoked.push(team))
    links.setPlayersJoin(true)
    const first = links.issue('red')
    const second = links.issue('red')
    expect(links.teamOf(first.token)).toBeNull()
    expect(links.teamOf(second.token)).toBe('red')
    links.revoke('red')
    expect(links.teamOf(second.token)).toBeNull()
    expect(revoked).toEqual(['red', 'red'])
    expect(links.links()).toEqual([])
  })

  it('players joining off refuses every token but keeps it: on again, the same token finds its team (only revoke or a new link changes it)', () => {
    const revoked: string[] = []
    const links = new TeamLinks((team) => revoked.push(team))
    links.setPlayersJoin(true)
    const blue = links.issue('blue')
    links.setPlayersJoin(false)
    expect(links.teamOf(blue.token)).toBeNull()
    expect(revoked).toEqual([])
    expect(links.has('blue')).toBe(true)
    links.setPlayersJoin(true)
    expect(links.teamOf(blue.token)).toBe('blue')
    expect(links.links()).toEqual([blue])
  })
})
