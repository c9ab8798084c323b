import { commandNames, type Commands } from './contract'

/**
 * The GM API's methods, one per name in `commandNames`, each made by `call` (the preload's IPC
 * invoke, the web client's socket request): the names are written once, in the contract.
 */
export function commandMethods(call: <K extends keyof Commands>(name: K) => Commands[K]): Commands {
  return Object.fromEntries(commandNames.map((name) => [name, call(name)])) as unknown as Commands
}
