import type { Display, Event, Screen } from 'electron'
import { preventable, StandInEmitter, type ListenersChecked } from './emitter'

/** The members of `screen` the stand-in has, with Electron's types. */
export type ScreenPart = Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>

/** The display events the stand-in emits, with the arguments Electron passes. */
export type ScreenEvents = {
  'display-added': [event: Event, newDisplay: Display]
  'display-removed': [event: Event, oldDisplay: Display]
  'display-metrics-changed': [event: Event, display: Display, changedMetrics: string[]]
}

export const screenListenersChecked: ListenersChecked<Screen, ScreenEvents> = {
  'display-added': (real) => real.on('display-added', (...args: ScreenEvents['display-added']) => args),
  'display-removed': (real) => real.on('display-removed', (...args: ScreenEvents['display-removed']) => args),
  'display-metrics-changed': (real) => real.on('display-metrics-changed', (...args: ScreenEvents['display-metrics-changed']) => args)
}

/** A whole Electron `Display` at `x, y` of `width × height` (the primary one starts at 0, 0). */
export function display(id: number, bounds: { x: number; y: number; width: number; height: number }, label = ''): Display {
  const size = { width: bounds.width, height: bounds.height }
  return {
    id,
    label,
    bounds,
    workArea: { ...bounds, height: bounds.height - 40 },
    size,
    workAreaSize: { width: bounds.width, height: bounds.height - 40 },
    scaleFactor: 1,
    rotation: 0,
    internal: id === 1,
    detected: true,
    monochrome: false,
    colorDepth: 24,
    colorSpace: 'srgb',
    depthPerComponent: 8,
    displayFrequency: 60,
    accelerometerSupport: 'unknown',
    touchSupport: 'unknown',
    maximumCursorSize: { width: 64, height: 64 },
    nativeOrigin: { x: bounds.x, y: bounds.y }
  }
}

/** The laptop's own screen: the primary display. */
export const laptop = (): Display => display(1, { x: 0, y: 0, width: 1500, height: 940 }, 'Built-in')

/** `screen`: the connected displays; tests connect, remove and change them. */
class StandInScreen extends StandInEmitter<ScreenEvents> implements ScreenPart {
  private displays: Display[] = [laptop()]
  private primaryId = 1

  getAllDisplays(): Display[] {
    return this.displays.map((d) => structuredClone(d))
  }

  getPrimaryDisplay(): Display {
    return structuredClone(this.displays.find((d) => d.id === this.primaryId) ?? this.displays[0])
  }

  /** Starts with these displays, the first one primary (no events: they were there at launch). */
  setDisplays(displays: Display[]): void {
    this.displays = displays
    this.primaryId = displays[0].id
  }

  connect(added: Display): void {
    this.displays.push(added)
    this.fire('display-added', preventable(), added)
  }

  disconnect(id: number): void {
    const removed = this.displays.find((d) => d.id === id)
    if (!removed) throw new Error(`no display ${id}`)
    this.displays = this.displays.filter((d) => d.id !== id)
    this.fire('display-removed', preventable(), removed)
  }

  /** A display changes (resolution, scale, rotation or its work area); `changedMetrics` as Electron names them. */
  change(id: number, changes: Partial<Display>, changedMetrics: string[]): void {
    const index = this.displays.findIndex((d) => d.id === id)
    this.displays[index] = { ...this.displays[index], ...changes }
    this.fire('display-metrics-changed', preventable(), this.displays[index], changedMetrics)
  }

  reset(): void {
    this.removeAllListeners()
    this.setDisplays([laptop()])
  }
}

/** `screen`. */
export const screen = new StandInScreen()
