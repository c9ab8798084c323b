import { startOverseer } from './app'

// The Electron entry. The start-up lives in app.ts, where the tests run it against a stand-in electron.
void startOverseer()
