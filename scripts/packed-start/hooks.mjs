// Module hooks for loading the packed main under node: `electron` is the stand-in, every other
// specifier is node's own resolution, and each resolved module is reported to the probe.
let port
let standIn

/** Takes the probe's port and the stand-in's URL. */
export function initialize(data) {
  port = data.port
  standIn = data.standIn
  // Answers a flush after every resolution reported before it (the port keeps its order).
  port.on('message', (message) => message === 'flush' && port.postMessage({ flushed: true }))
  port.unref()
}

/** Resolves `electron` to the stand-in and reports every other module node resolves. */
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: standIn, shortCircuit: true }
  const resolved = await next(specifier, context)
  // The probe's own import of the stand-in is not the app's.
  if (resolved.url !== standIn) port.postMessage({ url: resolved.url })
  return resolved
}
