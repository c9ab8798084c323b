import { mount } from 'svelte'
import './lib/theme.css'
import GmApp from './gm/GmApp.svelte'

mount(GmApp, { target: document.getElementById('app')! })
