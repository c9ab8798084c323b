import { mount } from 'svelte'
import './lib/theme.css'
import TeamApp from './team/TeamApp.svelte'

mount(TeamApp, { target: document.getElementById('app')! })
