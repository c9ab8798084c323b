import { mount } from 'svelte'
import './lib/theme.css'
import './team/prompt.css'
import TeamApp from './team/TeamApp.svelte'
import { i18n } from './lib/i18n/i18n.svelte'

// The window mounts once its language is loaded, so it never shows a message key.
void i18n.ready.then(() => mount(TeamApp, { target: document.getElementById('app')! }))
