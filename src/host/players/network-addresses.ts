import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os'
import type { NetworkAddress } from '../../shared/players'

/** The machine's IPv4 addresses, the local network's first and loopback last (what the GM chooses the players' door from). */
export function ipv4Addresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): NetworkAddress[] {
  const found: NetworkAddress[] = []
  for (const [name, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      // Node 18.0–18.3 gave the family as a number.
      const family = info.family as string | number
      if (family === 'IPv4' || family === 4) found.push({ name, address: info.address, internal: info.internal })
    }
  }
  return found.sort((a, b) => Number(a.internal) - Number(b.internal))
}
