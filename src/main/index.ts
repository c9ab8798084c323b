import { runOverseer } from './app'

// The Electron entry. The start-up lives in app.ts, where the tests run it against a stand-in electron;
// runOverseer shows whatever stops it in the start-up error window.
void runOverseer()
